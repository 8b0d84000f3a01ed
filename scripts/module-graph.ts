/**
 * Prints the server's module graph from the production imports (test code left out): every module's edges, the
 * pairs that import each other and the cycles. `node --import tsx scripts/module-graph.ts [--files]` (--files
 * names the importing files of each edge). Exits 1 when there is a mutual pair or a cycle.
 */
import { cycles, moduleGraph, mutualPairs } from './server-modules.js'

const showFiles = process.argv.includes('--files')
const graph = moduleGraph()

let edgeCount = 0
for (const [from, edges] of graph) {
  edgeCount += edges.size
  console.log(`${from} -> ${[...edges.keys()].sort().join(', ') || '(none)'}`)
  if (showFiles) {
    for (const [to, files] of [...edges].sort()) console.log(`    ${to}: ${[...files].join(', ')}`)
  }
}
const pairs = mutualPairs(graph)
const groups = cycles(graph)
console.log(`\n${graph.size} modules, ${edgeCount} module-to-module edges`)
console.log(`mutual pairs (${pairs.length}): ${pairs.map(([a, b]) => `${a} <-> ${b}`).join(', ') || 'none'}`)
console.log(`cycles (${groups.length}): ${groups.map((group) => group.join(' ~ ')).join('; ') || 'none'}`)
if (pairs.length > 0 || groups.length > 0) process.exitCode = 1
