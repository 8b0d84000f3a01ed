import path from 'node:path'

import type { Plugin } from 'vite'

/** Where the build writes the tables, beside Vite's manifest (both kept from the static server: client-app.ts). */
export const ROUTE_MODULES_FILE = '.vite/route-modules.json'

/** For each table: its keys, each with the source modules its value imports, as the manifest names them. */
export type RouteModules = Record<string, Record<string, string[]>>

interface AstNode {
  type: string
  [field: string]: unknown
}

const isNode = (value: unknown): value is AstNode =>
  typeof value === 'object' && value !== null && typeof (value as AstNode).type === 'string'

function* walk(node: unknown): Generator<AstNode> {
  if (Array.isArray(node)) {
    for (const child of node) yield* walk(child)
    return
  }
  if (!isNode(node)) return
  yield node
  for (const [field, child] of Object.entries(node)) if (field !== 'type') yield* walk(child)
}

/** The module names each key's value imports (its import() calls, in order). */
export function importsByKey(program: unknown, tableName: string): Record<string, string[]> {
  for (const node of walk(program)) {
    if (node.type !== 'VariableDeclarator' || (node.id as AstNode).name !== tableName) continue
    const table = node.init as AstNode
    if (table.type !== 'ObjectExpression') break
    const entries = (table.properties as AstNode[]).map((property) => {
      const key = property.key as AstNode
      const name = String(key.type === 'Identifier' ? key.name : key.value)
      const sources = [...walk(property.value)]
        .filter((child) => child.type === 'ImportExpression')
        .map((child) => String((child.source as AstNode).value))
      return [name, sources] as const
    })
    return Object.fromEntries(entries)
  }
  throw new Error(`route-modules: no object literal named ${tableName}`)
}

/**
 * Writes, for each table of lazily loaded screens in the client (the pages by key, the admin panels by tab), the
 * source modules each entry loads, named as in Vite's manifest. The server reads both files to name a page's
 * chunks in its HTML (server/plugins/page-hints.ts); the tables themselves stay the one list of screens.
 */
export function routeModules(tables: Record<string, { file: string; exportName: string }>): Plugin {
  let root = ''
  const found: RouteModules = {}
  const byFile = new Map(
    Object.entries(tables).map(([name, table]) => [path.resolve(table.file), { name, ...table }]),
  )
  return {
    name: 'route-modules',
    apply: 'build',
    configResolved(config) {
      root = config.root
    },
    async transform(code, id) {
      const table = byFile.get(id)
      if (!table) return
      const sources = importsByKey(this.parse(code, { lang: 'ts' }), table.exportName)
      const entries = await Promise.all(
        Object.entries(sources).map(async ([key, names]) => {
          const resolved = await Promise.all(names.map((name) => this.resolve(name, id)))
          const modules = resolved.map((module, index) => {
            if (!module) throw new Error(`route-modules: cannot resolve ${names[index]} from ${id}`)
            return path.relative(root, module.id).split(path.sep).join('/')
          })
          return [key, modules] as const
        }),
      )
      found[table.name] = Object.fromEntries(entries)
    },
    generateBundle() {
      const missing = Object.keys(tables).filter((name) => !found[name])
      if (missing.length > 0) throw new Error(`route-modules: never saw the table(s) ${missing.join(', ')}`)
      this.emitFile({ type: 'asset', fileName: ROUTE_MODULES_FILE, source: JSON.stringify(found, null, 2) })
    },
  }
}
