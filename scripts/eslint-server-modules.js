import path from 'node:path'

import {
  isTestCode,
  isTestHelper,
  moduleGraph,
  moduleOf,
  modulesRoot,
  publicSurfaceOf,
  targetOf,
} from './server-modules.js'

/** The graph is read from disk once per lint run (a few hundred files); an editor's server reads it again after a while. */
const GRAPH_TTL_MS = 10_000
let cached
function currentGraph() {
  if (!cached || Date.now() - cached.at > GRAPH_TTL_MS) cached = { at: Date.now(), graph: moduleGraph() }
  return cached.graph
}

/** The modules on a way from `from` to `to`, or undefined when `from` does not reach `to`. */
function wayBetween(graph, from, to) {
  const cameFrom = new Map([[from, undefined]])
  for (const module of cameFrom.keys()) {
    if (module === to) {
      const way = []
      for (let step = to; step !== undefined; step = cameFrom.get(step)) way.unshift(step)
      return way
    }
    for (const next of graph.get(module)?.keys() ?? []) if (!cameFrom.has(next)) cameFrom.set(next, module)
  }
  return undefined
}

const shown = (absolute) => path.relative(path.dirname(modulesRoot), absolute).split(path.sep).join('/')

/**
 * The server modules' boundaries (docs/architecture.md, "Server modules"): a file outside modules/<name>/ imports
 * it only through its public surface, modules/<name>/index.ts (tests may also import its test helpers); a module
 * does not import its own index; and a module's production code imports no module that already reaches it, so
 * the modules form no cycle.
 */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps the server modules behind their index.ts and free of cycles' },
    schema: [],
  },
  create(context) {
    const file = context.filename
    const here = moduleOf(file)
    const check = (node, specifier) => {
      if (typeof specifier !== 'string') return
      const target = targetOf(specifier, file)
      const to = target && moduleOf(target)
      if (!to) return
      const surface = publicSurfaceOf(to)
      if (to === here) {
        if (target === surface)
          context.report({
            node,
            message: `A file of the module "${to}" imports the file itself, not the module's own index.ts.`,
          })
        return
      }
      if (target !== surface && !(isTestHelper(target) && isTestCode(file))) {
        context.report({
          node,
          message: `${shown(target)} is private to the module "${to}": import it from ${shown(surface)}, its public surface (add the name there if others need it).`,
        })
      }
      if (!here || isTestCode(file)) return
      const way = wayBetween(currentGraph(), to, here)
      if (way) {
        context.report({
          node,
          message: `The module "${here}" imports "${to}", which already imports it (${way.join(' -> ')}): a cycle between modules. Move what both use to server/lib or a third module, or pass it in from app.ts.`,
        })
      }
    }
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    }
  },
}

export default { rules: { modules: rule } }
