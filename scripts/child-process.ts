import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'

/** Starts a process and resolves with the first match of `pattern` in its output. */
export function startAndWaitFor(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  pattern: RegExp,
): Promise<{ child: ChildProcess; match: RegExpMatchArray }> {
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => fail('did not start within 30 s'), 30_000)
    const fail = (reason: string) => {
      clearTimeout(timer)
      child.kill('SIGKILL')
      reject(new Error(`${command} ${reason}:\n${output}`))
    }
    const read = (chunk: Buffer) => {
      output += chunk.toString()
      const match = output.match(pattern)
      if (!match) return
      clearTimeout(timer)
      resolve({ child, match })
    }
    child.stdout?.on('data', read)
    child.stderr?.on('data', read)
    child.on('exit', (code) => fail(`exited with ${String(code)}`))
  })
}

export function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    child.once('exit', () => resolve())
    child.kill('SIGTERM')
  })
}

/** The built server (`dist/node/server/main.js` of `dist`) on a free port of 127.0.0.1, with `env` beside the basics. */
export async function startBuiltServer(
  dist: string,
  dataDir: string,
  env: NodeJS.ProcessEnv,
): Promise<{ child: ChildProcess; baseUrl: string }> {
  const { child, match } = await startAndWaitFor(
    process.execPath,
    [path.join(dist, 'node/server/main.js')],
    { PATH: process.env.PATH, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info', ...env },
    /Server listening at (http:\/\/127\.0\.0\.1:\d+)/,
  )
  return { child, baseUrl: match[1]! }
}
