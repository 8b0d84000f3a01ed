import fs from 'node:fs'
import path from 'node:path'

import { isTestCode } from './test-code-paths.ts'

/**
 * Fails `npm run build` when dist/ holds test code: a compiled test helper under dist/node (tsc takes an excluded
 * file after all when a built one imports it), or a test file among the sources of a client bundle's source map.
 */
export function testCodeInBuild(distDir: string): string[] {
  const found: string[] = []
  for (const entry of fs.readdirSync(distDir, { recursive: true, encoding: 'utf8' })) {
    const file = path.join(distDir, entry).replace(/\\/g, '/')
    if (file.includes('/node/')) {
      if (file.endsWith('.js') && isTestCode(`src/${file.split('/node/')[1]}`)) found.push(file)
      continue
    }
    if (!file.endsWith('.map')) continue
    const { sources = [] } = JSON.parse(fs.readFileSync(file, 'utf8')) as { sources?: string[] }
    for (const source of sources) if (isTestCode(source)) found.push(`${file} (from ${source})`)
  }
  return found
}

if (import.meta.filename === process.argv[1]) {
  const found = testCodeInBuild(path.resolve(process.argv[2] ?? 'dist'))
  if (found.length > 0) {
    console.error(`dist/ holds test code (exclude it in tsconfig.server.json):\n  ${found.join('\n  ')}`)
    process.exit(1)
  }
}
