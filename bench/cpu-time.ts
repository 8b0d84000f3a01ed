import { execFileSync } from 'node:child_process'
import fs from 'node:fs'

/** Clock ticks a second, in which /proc counts a process's CPU time (100 on Linux almost everywhere). */
const ticksPerSecond = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100
  } catch {
    return 100
  }
})()

/** The CPU time a process has used, user and system, in seconds; undefined where /proc cannot say. */
function cpuSeconds(pid: number): number | undefined {
  try {
    // The command's name, in parentheses, may hold spaces: the fields are counted after its closing one.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    // utime and stime: fields 14 and 15 of proc(5), the 12th and 13th after the name.
    return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond
  } catch {
    return undefined
  }
}

/** The CPU time of every PostgreSQL process on this machine (its server, backends and helpers), in seconds. */
function postgresCpuSeconds(): number | undefined {
  let pids: string[]
  try {
    pids = fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))
  } catch {
    return undefined
  }
  let total = 0
  let found = false
  for (const pid of pids) {
    let name: string
    try {
      name = fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim()
    } catch {
      continue // ended meanwhile
    }
    if (name !== 'postgres') continue
    const seconds = cpuSeconds(Number(pid))
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
export function startCpuMeter(serverPid: number, withPostgres: boolean): () => CpuUse | undefined {
  const started = performance.now()
  const server = cpuSeconds(serverPid)
  const postgres = withPostgres ? postgresCpuSeconds() : undefined
  return () => {
    const seconds = (performance.now() - started) / 1000
    const serverNow = cpuSeconds(serverPid)
    if (server === undefined || serverNow === undefined || seconds <= 0) return undefined
    const postgresNow = postgres === undefined ? undefined : postgresCpuSeconds()
    return {
      server: (serverNow - server) / seconds,
      ...(postgres !== undefined && postgresNow !== undefined
        ? { postgres: (postgresNow - postgres) / seconds }
        : {}),
    }
  }
}
