import path from 'node:path'
import { fileURLToPath } from 'node:url'

const clientRoot = fileURLToPath(new URL('../src/client', import.meta.url))

/** Where an import lands inside src/client ('features/orders/components/x', 'components/ui/button'), or undefined. */
function targetOf(specifier, file) {
  if (specifier.startsWith('@/')) return path.join(clientRoot, specifier.slice(2))
  if (specifier.startsWith('.')) return path.resolve(path.dirname(file), specifier)
  return undefined
}

const partsOf = (absolute) => path.relative(clientRoot, absolute).split(path.sep)

/**
 * The client's layers (bulletproof-react's unidirectional flow): app/ composes the features; a feature imports
 * shared code (components/, lib/, @shared) and its own folder, never another feature; components/ and lib/
 * import no feature at all.
 */
const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Keeps the client layers: app → features → components and lib' },
    schema: [],
  },
  create(context) {
    const file = context.filename
    const from = partsOf(file)
    if (from[0] === '..') return {}
    const check = (node, specifier) => {
      if (typeof specifier !== 'string') return
      const target = targetOf(specifier, file)
      if (!target) return
      const to = partsOf(target)
      if (to[0] === '..' && to[1] === 'shared' && specifier.startsWith('.')) {
        context.report({
          node,
          message: `Import src/shared through its alias: '@shared/${to.slice(2).join('/')}'.`,
        })
        return
      }
      if (to[0] !== 'features') return
      if (from[0] === 'features' && from[1] !== to[1]) {
        context.report({
          node,
          message: `The feature "${from[1]}" imports the feature "${to[1]}": move what both use to components/ or lib/, or compose them in app/.`,
        })
      } else if (from[0] === 'components' || from[0] === 'lib') {
        context.report({
          node,
          message: `src/client/${from[0]} is shared by every feature and imports none ("${to[1]}"): compose it in app/ or move it to the feature.`,
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

export default { rules: { layers: rule } }
