import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

import { benchDir, tmpDir } from './bench-config.ts'

const serverOut = path.join(tmpDir, 'server')

/**
 * Compiles the server as `npm run build` does (tsc -p tsconfig.server.json) into bench/tmp, so the bench runs
 * the built JavaScript without emptying dist/ under a server someone else is running. The API needs no client.
 */
export function buildServer(): string {
  fs.rmSync(serverOut, { recursive: true, force: true })
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc')
  execFileSync(process.execPath, [tsc, '-p', 'tsconfig.server.json', '--outDir', serverOut], {
    cwd: path.dirname(benchDir),
    stdio: 'inherit',
  })
  return path.join(serverOut, 'server/main.js')
}

/**
 * The Node flags `npm start` gives the server (its heap size among them), so the bench measures the server as it
 * runs in production: the flags of package.json's start script, between `node` and the script.
 */
export function startFlags(): string[] {
  const packageJson = JSON.parse(
    fs.readFileSync(path.join(path.dirname(benchDir), 'package.json'), 'utf8'),
  ) as {
    scripts: Record<string, string>
  }
  const words = packageJson.scripts.start?.split(/\s+/) ?? []
  return words.slice(1).filter((word) => word.startsWith('--'))
}
