import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

const MAIN = path.resolve(import.meta.dirname, '../main.ts')
const ROOT = path.resolve(import.meta.dirname, '../../..')

/** The compiled server `npm run build` writes, as `npm start` runs it; E2E_DIST points at another build's copy. */
export const BUILT_MAIN = path.resolve(ROOT, process.env.E2E_DIST ?? 'dist', 'node/server/main.js')
export const builtServerExists = () => fs.existsSync(BUILT_MAIN)

export interface ServerProcess {
  child: ChildProcess
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>
  /** The address it listens on, once it says so; rejects if it exits or stays silent too long. */
  listening(): Promise<string>
  output(): string
  /** SIGTERM, then the exit code. */
  stop(): Promise<number | null>
}

/**
 * Runs main.ts in a process of its own, with only the given environment: its build when that is current (as after
 * `npm run build`, which `npm test` runs first), else the source through tsx, which took twice the CPU to start
 * (4.3 s against 2.2 s here: tsx compiles and resolves each module through its loader).
 */
export function spawnServer(env: Record<string, string>): ServerProcess {
  return spawnNode(nodeArgsFor('main.ts'), env)
}

/**
 * What node runs for a file of src/server (e.g. 'scripts/backup.ts'): its build, if the build holds it and was
 * written after every change to the server's and the shared sources; else the source through tsx. A test never
 * runs code older than the source it reads.
 */
export function nodeArgsFor(serverFile: string): string[] {
  const built = path.resolve(path.dirname(BUILT_MAIN), serverFile.replace(/\.ts$/, '.js'))
  const builtAt = fs.statSync(built, { throwIfNoEntry: false })?.mtimeMs
  if (builtAt !== undefined && builtAt >= newestServerSource()) return [built]
  return ['--import', 'tsx', path.resolve(path.dirname(MAIN), serverFile)]
}

/**
 * When a source the build compiles (src/server and src/shared, not the tests) last changed: read at each spawn (a
 * few milliseconds), so an edit in watch mode is never run from an older build.
 */
function newestServerSource(): number {
  return Math.max(
    ...['src/server', 'src/shared'].flatMap((folder) =>
      fs
        .readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
        .map((file) => fs.statSync(path.join(ROOT, folder, file)).mtimeMs),
    ),
  )
}

/** What package.json's `npm start` gives node, flags and environment: what the server lives with in production. */
const NPM_START_FLAGS = ['--enable-source-maps', '--max-old-space-size=256', '--expose-gc']
const NPM_START_ENV = { MALLOC_MMAP_THRESHOLD_: '131072' }

/**
 * Runs the built server (BUILT_MAIN) in a process of its own, exactly as `npm start` does. `npm test` builds
 * before Vitest runs; the caller checks builtServerExists() first, to fail with a sentence instead of a crash.
 */
export function spawnBuiltServer(env: Record<string, string>): ServerProcess {
  return spawnNode([...NPM_START_FLAGS, BUILT_MAIN], { ...NPM_START_ENV, ...env })
}

function spawnNode(args: string[], env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, args, {
    env: { PATH: process.env.PATH, LOG_LEVEL: 'info', PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  let exitCode: number | null | undefined
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code) => {
      exitCode = code
      resolve(code)
    }),
  )
  const listening = async () => {
    for (let waited = 0; waited < 30_000; waited += 50) {
      const address = output.match(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/)?.[1]
      if (address) return address
      if (exitCode !== undefined) break
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    throw new Error(`the server did not start (exit code ${String(exitCode)}):\n${output}`)
  }
  const stop = async () => {
    if (exitCode === undefined) child.kill('SIGTERM')
    return exited
  }
  return { child, exited, listening, output: () => output, stop }
}
