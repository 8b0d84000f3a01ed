import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

import ts from 'typescript'

/** src/server/modules: each folder in it is a module (docs/architecture.md, "Server modules"). */
export const modulesRoot = fileURLToPath(new URL('../src/server/modules', import.meta.url))

/** The same test code as scripts/test-code-paths.ts (this file is plain JavaScript, for eslint.config.js). */
const TEST_CODE = [
  /\.test\.tsx?$/,
  /(^|[/-])test-(support|fixtures|server)\.tsx?$/,
  /(^|\/)src\/server\/test\//,
  /(^|\/)src\/server\/robustness\//,
]
export const isTestCode = (file) => TEST_CODE.some((pattern) => pattern.test(file.replace(/\\/g, '/')))

/** A test helper other modules' tests may import: `*-test-support.ts`, `*-test-fixtures.ts`, `*-test-server.ts`. */
export const isTestHelper = (file) =>
  /(^|[/-])test-(support|fixtures|server)\.tsx?$/.test(file.replace(/\\/g, '/'))

/** The module an absolute path lies in ('bookings'), or undefined outside src/server/modules/<name>/. */
export function moduleOf(absolute) {
  const parts = path.relative(modulesRoot, absolute).split(path.sep)
  return parts.length >= 2 && parts[0] !== '..' ? parts[0] : undefined
}

/** A module's public surface: the one file other modules, app.ts, scripts and other modules' tests import. */
export const publicSurfaceOf = (module) => path.join(modulesRoot, module, 'index.ts')

/** The absolute path a relative specifier in `file` points to, or undefined for a package. */
export const targetOf = (specifier, file) =>
  specifier.startsWith('.') ? path.resolve(path.dirname(file), specifier) : undefined

/** Every relative import of a source text (static, type-only, re-export, dynamic), as absolute paths. */
export function importsOf(text, file) {
  return ts
    .preProcessFile(text, true, true)
    .importedFiles.map((imported) => targetOf(imported.fileName, file))
    .filter((target) => target !== undefined)
}

/**
 * The production module graph: for each module, the modules its production files (test code left out) import,
 * each with the files that do. Read from the files on disk.
 */
export function moduleGraph(root = modulesRoot) {
  const graph = new Map()
  for (const module of fs.readdirSync(root).sort()) {
    const dir = path.join(root, module)
    if (!fs.statSync(dir).isDirectory()) continue
    const edges = new Map()
    graph.set(module, edges)
    for (const entry of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort()) {
      const file = path.join(dir, entry)
      if (!/\.tsx?$/.test(file) || isTestCode(file)) continue
      for (const target of importsOf(fs.readFileSync(file, 'utf8'), file)) {
        const to = moduleOf(target)
        if (!to || to === module) continue
        if (!edges.has(to)) edges.set(to, new Set())
        edges.get(to).add(path.relative(root, file))
      }
    }
  }
  return graph
}

/** The pairs of modules that import each other, each once ('a <-> b', a before b). */
export function mutualPairs(graph) {
  const pairs = []
  for (const [from, edges] of graph) {
    for (const to of edges.keys()) if (from < to && graph.get(to)?.has(from)) pairs.push([from, to])
  }
  return pairs
}

/** The cycles: each group of two or more modules that reach one another (strongly connected components). */
export function cycles(graph) {
  let index = 0
  const indexOf = new Map()
  const lowOf = new Map()
  const stack = []
  const onStack = new Set()
  const groups = []
  const visit = (module) => {
    indexOf.set(module, index)
    lowOf.set(module, index++)
    stack.push(module)
    onStack.add(module)
    for (const to of graph.get(module)?.keys() ?? []) {
      if (!indexOf.has(to)) {
        visit(to)
        lowOf.set(module, Math.min(lowOf.get(module), lowOf.get(to)))
      } else if (onStack.has(to)) lowOf.set(module, Math.min(lowOf.get(module), indexOf.get(to)))
    }
    if (lowOf.get(module) === indexOf.get(module)) {
      const group = []
      let member
      do {
        member = stack.pop()
        onStack.delete(member)
        group.push(member)
      } while (member !== module)
      if (group.length > 1) groups.push(group.sort())
    }
  }
  for (const module of graph.keys()) if (!indexOf.has(module)) visit(module)
  return groups
}

/** Whether `from` reaches `to` through the graph's edges (a module reaches itself). */
export function reaches(graph, from, to) {
  const seen = new Set([from])
  for (const module of seen) {
    if (module === to) return true
    for (const next of graph.get(module)?.keys() ?? []) seen.add(next)
  }
  return false
}
