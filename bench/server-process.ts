import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'

import { ADMIN, tmpDir } from './bench-config.ts'
import { BENCH_TIMEZONE } from './seed-pickups-and-mail.ts'
import type { BenchDatabase } from './seed-database.ts'

/** The server gets core 0 to itself, autocannon and this script core 1 (when the machine has taskset). */
export const hasTaskset = spawnSync('taskset', ['--version']).status === 0

/** Keeps this process (autocannon runs in it) off the server's core. */
export function pinSelfToSecondCore() {
  if (hasTaskset) spawnSync('taskset', ['-a', '-p', '-c', '1', String(process.pid)], { stdio: 'ignore' })
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo
      server.close(() => resolve(port))
    })
    server.on('error', reject)
  })
}

export interface RunningServer {
  url: string
  pid: number
  stop(): Promise<void>
}

async function waitUntilAnswering(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 60_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}):\n${output()}`)
    const answered = await fetch(url).then(
      (response) => response.ok,
      () => false,
    )
    if (answered) return
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  throw new Error(`The server did not answer ${url} within a minute:\n${output()}`)
}

/** The server's environment: its data, the bench's admin, rate limits out of reach but still counting. */
export function serverEnv(target: BenchDatabase): Record<string, string> {
  return {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATA_DIR: target.kind === 'sqlite' ? target.dataDir : path.join(tmpDir, 'postgres-data'),
    ...(target.kind === 'postgres' ? { DATABASE_URL: target.url } : {}),
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    BOOKING_RATE_LIMIT_PER_10_MIN: '1000000',
    PUBLIC_LOOKUP_RATE_LIMIT_PER_MIN: '1000000',
    PICKUP_SLOTS_RATE_LIMIT_PER_MIN: '1000000',
    ORDER_PAGE_RATE_LIMIT_PER_MIN: '1000000',
    BUSINESS_TIMEZONE: BENCH_TIMEZONE,
  }
}

/**
 * Starts `node args…` on core 0 (with `cores: 2`, on cores 0 and 1, which autocannon shares) with PORT set, and
 * waits until `readyPath` answers 200.
 */
export async function startServer(
  args: string[],
  env: Record<string, string>,
  readyPath: string,
  { cores = 1 }: { cores?: 1 | 2 } = {},
) {
  const port = await freePort()
  const command = hasTaskset
    ? ['taskset', '-c', cores === 2 ? '0,1' : '0', process.execPath, ...args]
    : [process.execPath, ...args]
  const child = spawn(command[0]!, command.slice(1), {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const url = `http://127.0.0.1:${port}`
  try {
    await waitUntilAnswering(url + readyPath, child, () => output)
  } catch (error) {
    child.kill('SIGKILL')
    throw error
  }
  const stop = async () => {
    if (child.exitCode !== null) return
    const exited = new Promise((resolve) => child.once('exit', resolve))
    child.kill('SIGTERM')
    const forced = setTimeout(() => child.kill('SIGKILL'), 15_000)
    await exited
    clearTimeout(forced)
  }
  return { url, pid: child.pid!, stop } satisfies RunningServer
}

const MIB = 1024 * 1024

/**
 * The process's resident memory now and at its peak (Linux /proc; taskset runs the server in its own process,
 * so the pid is the server's). Undefined where /proc is not there.
 */
export function residentMemoryMiB(pid: number): { peakMiB: number; endMiB: number } | undefined {
  let status: string
  try {
    status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
  } catch {
    return undefined
  }
  const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN)
  return { peakMiB: (kib('VmHWM') * 1024) / MIB, endMiB: (kib('VmRSS') * 1024) / MIB }
}

/** Signs in as the bench's admin and returns the Cookie header to send. */
export async function signIn(url: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  })
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('sid='))
  if (!response.ok || !cookie)
    throw new Error(`Signing in failed: ${response.status} ${await response.text()}`)
  return cookie.split(';')[0]!
}
