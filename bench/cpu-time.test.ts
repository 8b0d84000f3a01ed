import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { postgresCpuSeconds, startCpuMeter, ticksPerSecond } from './cpu-time.ts'

/** CPU time in clock ticks, as /proc/<pid>/stat counts it: the process's own, and its waited-for children's. */
interface Ticks {
  utime: number
  stime?: number
  cutime?: number
  cstime?: number
}

let proc: string
beforeEach(() => {
  proc = fs.mkdtempSync(path.join(os.tmpdir(), 'fake-proc-'))
})
afterEach(() => {
  fs.rmSync(proc, { recursive: true, force: true })
})

/** A process in the fake /proc, with the fields of proc(5) up to cstime (17) and a few after. */
function writeProcess(pid: number, comm: string, { utime, stime = 0, cutime = 0, cstime = 0 }: Ticks) {
  const dir = path.join(proc, String(pid))
  fs.mkdirSync(dir, { recursive: true })
  fs.writeFileSync(path.join(dir, 'comm'), `${comm}\n`)
  const fields = ['S', 1, pid, pid, 0, -1, 4194560, 100, 0, 0, 0, utime, stime, cutime, cstime, 20, 0, 1, 0]
  fs.writeFileSync(path.join(dir, 'stat'), `${pid} (${comm}) ${fields.join(' ')}\n`)
}

const endProcess = (pid: number) => fs.rmSync(path.join(proc, String(pid)), { recursive: true })

describe('the CPU time of PostgreSQL on the machine', () => {
  it('keeps the time of a backend that ended while measured: its parent has waited for it', () => {
    writeProcess(100, 'postgres', { utime: 50, stime: 10 }) // the postmaster
    writeProcess(101, 'postgres', { utime: 9_000, stime: 1_000 }) // a pool connection that served earlier loads
    writeProcess(102, 'postgres', { utime: 300 })
    writeProcess(200, 'node', { utime: 70_000 }) // not PostgreSQL
    const before = postgresCpuSeconds(proc)!

    // 101 works 150 ticks more and is closed by the pool; 102 works 50; the postmaster adds 101's whole life to
    // its children's time when it reaps it.
    endProcess(101)
    writeProcess(100, 'postgres', { utime: 50, stime: 10, cutime: 9_150, cstime: 1_000 })
    writeProcess(102, 'postgres', { utime: 350 })
    const after = postgresCpuSeconds(proc)!

    expect(after - before).toBeCloseTo(200 / ticksPerSecond, 6)
  })

  it('is left out of a measurement, never negative, when PostgreSQL restarted meanwhile', () => {
    writeProcess(200, 'node', { utime: 1_000 }) // the server
    writeProcess(100, 'postgres', { utime: 5_000, cutime: 90_000 })
    const stop = startCpuMeter(200, true, proc)

    endProcess(100)
    writeProcess(300, 'postgres', { utime: 20 })
    writeProcess(200, 'node', { utime: 1_100 })
    const use = stop()

    expect(use?.server).toBeGreaterThan(0)
    expect(use?.postgres).toBeUndefined()
  })
})
