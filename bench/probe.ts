import fs from 'node:fs'
import path from 'node:path'

import pg from 'pg'

import {
  connections,
  databases,
  maintenanceUrl,
  postgresIsLocal,
  postgresUrl,
  sizes,
  tmpDir,
} from './bench-config.ts'
import { buildServer, startFlags } from './build-server.ts'
import { startCpuMeter } from './cpu-time.ts'
import { load } from './load.ts'
import { makeScenarios } from './scenarios.ts'
import type { BenchDatabase } from './seed-database.ts'
import { peopleOfSeed } from './seed-rows.ts'
import { pinSelfToSecondCore, serverEnv, startServer } from './server-process.ts'

/**
 * `npm run bench:probe`: booking creation alone, loaded as the bench loads it, a few seconds at a time, on fresh
 * copies of the data the last `npm run bench` seeded (bench/tmp/sqlite and its PostgreSQL database, of
 * BENCH_BOOKINGS bookings), so that a change can be tried in a minute without seeding again. Not a measurement to
 * report: the bench is (its runs are longer, after a warm-up, with every endpoint and the machine described).
 *
 * PROBE_SERVERS: built servers' main.js, comma-separated (default: this working tree, built as the bench builds
 * it). To compare two commits, build each in a worktree (`tsc -p tsconfig.server.json --outDir <dir>`) and name
 * both: they run in turn, PROBE_ROUNDS times (default 3), since the machine's speed may drift between minutes.
 * PROBE_SECONDS: seconds loaded (default 5). BENCH_DATABASES as for the bench.
 * PROBE_CORES=2: the server on both cores, autocannon sharing the second, instead of the bench's one core to itself.
 * PROBE_PROFILE=<dir>: each server writes a V8 CPU profile of its run there (`--cpu-prof`, written as it exits), to
 * open in Chrome's DevTools.
 */

const rounds = Number(process.env.PROBE_ROUNDS ?? 3)
const seconds = Number(process.env.PROBE_SECONDS ?? 5)
const cores = process.env.PROBE_CORES === '2' ? 2 : 1
const profileDir = process.env.PROBE_PROFILE ? path.resolve(process.env.PROBE_PROFILE) : undefined
const profileFlags = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []
const seeded = { sqlite: path.join(tmpDir, 'sqlite'), postgres: postgresUrl }
const probeUrl = Object.assign(new URL(postgresUrl), { pathname: '/knife_probe' }).href

/** A fresh copy of the seeded data for one run: nothing a run before it wrote is there. */
async function freshCopy(kind: 'sqlite' | 'postgres'): Promise<BenchDatabase> {
  if (kind === 'sqlite') {
    const dataDir = path.join(tmpDir, 'probe-sqlite')
    if (!fs.existsSync(path.join(seeded.sqlite, 'app.db')))
      throw new Error('Run `npm run bench` first: it seeds')
    fs.rmSync(dataDir, { recursive: true, force: true })
    fs.cpSync(seeded.sqlite, dataDir, { recursive: true })
    return { kind, dataDir }
  }
  const admin = new pg.Client({ connectionString: maintenanceUrl(postgresUrl) })
  await admin.connect()
  try {
    await admin.query('drop database if exists knife_probe with (force)')
    const template = new URL(postgresUrl).pathname.slice(1)
    await admin.query(`create database knife_probe template "${template}"`)
  } finally {
    await admin.end()
  }
  return { kind, url: probeUrl }
}

function serversToProbe(): string[] {
  const named = (process.env.PROBE_SERVERS ?? '')
    .split(',')
    .map((file) => file.trim())
    .filter(Boolean)
  return named.length > 0 ? named.map((file) => path.resolve(file)) : [buildServer()]
}

async function probe(main: string, target: BenchDatabase) {
  const people = peopleOfSeed(sizes)
  // The bench's own run of creation made new customers on these data: the probe's are numbered past them.
  const seed = { people, bookingCount: sizes.bookings, firstNewCustomer: people.length + 10_000_000 }
  const scenario = makeScenarios(seed, '').find((entry) => entry.name === 'booking creation')!
  const args = [...startFlags(), ...profileFlags, main]
  const server = await startServer(args, serverEnv(target), '/api/health', { cores })
  try {
    const cpu = startCpuMeter(server.pid, target.kind === 'postgres' && postgresIsLocal)
    const result = await load(server.url, scenario.next, { open: connections, seconds })
    const used = cpu()
    const perBooking = used && (used.server * 1000) / result.requestsPerSecond
    const wrong = Object.entries(result.statuses).filter(([status]) => Number(status) !== scenario.expect)
    console.log(
      [
        target.kind.padEnd(8),
        `${Math.round(result.requestsPerSecond)}/s`.padStart(7),
        `p50 ${result.p50.toFixed(1)} p99 ${result.p99.toFixed(1)} ms`,
        used ? `server ${used.server.toFixed(2)} cores, ${perBooking!.toFixed(2)} ms a booking` : '',
        used?.postgres === undefined ? '' : `PostgreSQL ${used.postgres.toFixed(2)} cores`,
        wrong.length > 0 || result.errors > 0
          ? `other answers ${JSON.stringify(wrong)}, errors ${result.errors}`
          : '',
        path.relative(process.cwd(), main),
      ]
        .filter(Boolean)
        .join('  '),
    )
  } finally {
    await server.stop()
  }
}

pinSelfToSecondCore()
const servers = serversToProbe()
for (let round = 0; round < rounds; round++)
  for (const kind of databases) for (const main of servers) await probe(main, await freshCopy(kind))
