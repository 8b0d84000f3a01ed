import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'

const MAIN = path.resolve(import.meta.dirname, '../main.ts')

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

/** Runs main.ts in a process of its own, as `npm start` would (through tsx), with only the given environment. */
export function spawnServer(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
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
