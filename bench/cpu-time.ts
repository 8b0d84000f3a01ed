import { execFileSync } from 'node:child_process'
import fs from 'node:fs'

/** Clock ticks a second, in which /proc counts a process's CPU time (100 on Linux almost everywhere). */
export const ticksPerSecond = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100
  } catch {
    return 100
  }
})()

/**
 * The CPU time a process has used, user and system, in seconds; with `children`, that of its children it has
 * waited for too (cutime and cstime). Undefined where /proc cannot say.
 */
function cpuSeconds(pid: number, proc = '/proc', children = false): number | undefined {
  try {
    // The command's name, in parentheses, may hold spaces: the fields are counted after its closing one.
    const stat = fs.readFileSync(`${proc}/${pid}/stat`, 'utf8')
    const fields = stat
      .slice(stat.lastIndexOf(')') + 2)
      .split(' ')
      .map(Number)
    // utime, stime, cutime and cstime: fields 14 to 17 of proc(5), the 12th to 15th after the name.
    const own = fields[11]! + fields[12]!
    const total = children ? own + fields[13]! + fields[14]! : own
    return Number.isFinite(total) ? total / ticksPerSecond : undefined
  } catch {
    return undefined
  }
}

/**
 * The CPU time of every PostgreSQL process on this machine (its server, backends and helpers), in seconds,
 * including that of the processes that have ended: the postmaster adds each child's time to its children's when it
 * reaps it. Counted over the live processes alone, a backend that ended during a measurement took all the time it
 * had used before it out of the total (the server's pool closes a connection idle for 10 s, and the pool's
 * connections had served every endpoint before), and booking creation once read −9.36 PostgreSQL cores.
 */
export function postgresCpuSeconds(proc = '/proc'): number | undefined {
  let pids: string[]
  try {
    pids = fs.readdirSync(proc).filter((name) => /^\d+$/.test(name))
  } catch {
    return undefined
  }
  let total = 0
  let found = false
  for (const pid of pids) {
    let name: string
    try {
      name = fs.readFileSync(`${proc}/${pid}/comm`, 'utf8').trim()
    } catch {
      continue // ended meanwhile
    }
    if (name !== 'postgres') continue
    const seconds = cpuSeconds(Number(pid), proc, true)
    if (seconds === undefined) continue
    total += seconds
    found = true
  }
  return found ? total : undefined
}

/** What the server and PostgreSQL kept busy while an endpoint was loaded: each as cores (1 = one core all along). */
export interface CpuUse {
  server: number
  /** PostgreSQL's processes on this machine, counted when the database measured is PostgreSQL on this machine. */
  postgres?: number
}

/**
 * Starts counting the CPU time of the server's process (and of the machine's PostgreSQL, with `withPostgres`);
 * the function it returns stops and answers the cores each kept busy meanwhile, or undefined without /proc.
 * A loaded server below one core waited for something else than its core: the database, the disk, its clients.
 */
export function startCpuMeter(
  serverPid: number,
  withPostgres: boolean,
  proc = '/proc',
): () => CpuUse | undefined {
  const started = performance.now()
  const server = cpuSeconds(serverPid, proc)
  const postgres = withPostgres ? postgresCpuSeconds(proc) : undefined
  return () => {
    const seconds = (performance.now() - started) / 1000
    const serverNow = cpuSeconds(serverPid, proc)
    if (server === undefined || serverNow === undefined || seconds <= 0) return undefined
    const postgresNow = postgres === undefined ? undefined : postgresCpuSeconds(proc)
    // Still lower after it when PostgreSQL restarted meanwhile (its postmaster's children's time went with it):
    // then there is nothing to say, rather than a figure below zero.
    const postgresUsed =
      postgres !== undefined && postgresNow !== undefined ? postgresNow - postgres : undefined
    return {
      server: (serverNow - server) / seconds,
      ...(postgresUsed !== undefined && postgresUsed >= 0 ? { postgres: postgresUsed / seconds } : {}),
    }
  }
}
