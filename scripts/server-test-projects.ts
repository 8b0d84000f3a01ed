import fs from 'node:fs'
import path from 'node:path'

import { isTestCode } from './test-code-paths.ts'

/** The one module that reads TEST_DATABASE: a test file reaching it runs once per database. */
const TEST_APP = 'src/server/test/test-app.ts'

/** Relative imports that load a module when it runs (`import type` loads nothing): static, re-export, dynamic. */
const IMPORTS = [
  /^\s*(?:import|export)\s+(?!type\s)[^'"]*?\bfrom\s*['"](\.{1,2}\/[^'"]+)['"]/gm,
  /^\s*import\s*['"](\.{1,2}\/[^'"]+)['"]/gm,
  /\bimport\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g,
]

export interface ServerTestFiles {
  /** Reach test-app.ts, directly or through helpers: the sqlite and postgres projects each run them. */
  database: string[]
  /** Never reach it: the server-unit project runs them once. */
  databaseFree: string[]
}

/**
 * Sorts the server's test files (`src/server/**\/*.test.ts`, paths relative to `root`) by whether they use the
 * database the project chose, following each file's relative imports through the test helpers it loads. Automatic, so a new test file cannot lose a database by being listed in the wrong place; test-app.ts
 * refuses to load where no database was chosen, in case an import slips past this reading.
 */
export function serverTestFiles(root: string, exclude: readonly string[] = []): ServerTestFiles {
  const importsOf = new Map<string, string[]>()
  const relativeImports = (file: string): string[] => {
    let found = importsOf.get(file)
    if (found) return found
    const text = fs.readFileSync(path.join(root, file), 'utf8')
    found = IMPORTS.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => match[1]!))
      .map((specifier) => path.posix.join(path.posix.dirname(file), specifier))
      // Test helpers only: no built module imports test code (`npm run build` checks dist/ for it).
      .filter((imported) => isTestCode(imported) && fs.existsSync(path.join(root, imported)))
    importsOf.set(file, found)
    return found
  }
  const reachesTestApp = (testFile: string) => {
    const seen = new Set([testFile])
    for (const file of seen) {
      if (file === TEST_APP) return true
      for (const imported of relativeImports(file)) seen.add(imported)
    }
    return false
  }

  const files = fs
    .readdirSync(path.join(root, 'src/server'), { recursive: true, encoding: 'utf8' })
    .map((entry) => path.posix.join('src/server', entry.replace(/\\/g, '/')))
    .filter((file) => file.endsWith('.test.ts') && !exclude.includes(file))
    .sort()
  const database = files.filter(reachesTestApp)
  return { database, databaseFree: files.filter((file) => !database.includes(file)) }
}
