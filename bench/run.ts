import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import {
  benchDir,
  aloneSeconds,
  connections,
  databases,
  durationSeconds,
  only,
  postgresIsLocal,
  postgresUrl,
  quick,
  resultsFile,
  runsDir,
  sizes,
  tmpDir,
} from './bench-config.ts'
import { buildServer, startFlags } from './build-server.ts'
import { measureCommitMs } from './commit-cost.ts'
import { startCpuMeter } from './cpu-time.ts'
import { load } from './load.ts'
import { describeMachine } from './machine.ts'
import { mergeRuns, runFile } from './runs.ts'
import { resultsTable, type Measurement, type MemoryFigure, type Report } from './results.ts'
import { writeFormatted, writeResults } from './write-results.ts'
import { makeScenarios, type LoadSeed } from './scenarios.ts'
import { seedBenchDatabase, type BenchDatabase } from './seed-database.ts'
import { makeBookingSeed } from './seed-rows.ts'
import { pinSelfToSecondCore, residentMemoryMiB, serverEnv, signIn, startServer } from './server-process.ts'

const log = (message: string) => console.log(`[bench] ${message}`)

async function measureReference(): Promise<Measurement> {
  const server = await startServer(['--import', 'tsx', path.join(benchDir, 'hello-world.ts')], {}, '/')
  try {
    log('hello-world (reference)')
    const cpu = startCpuMeter(server.pid, false)
    const result = await load(server.url, () => ({ method: 'GET', path: '/' }))
    return { target: 'reference', name: 'hello-world', expect: 200, result, cpu: cpu() }
  } finally {
    await server.stop()
  }
}

const wanted = (name: string) => only.length === 0 || only.some((part) => name.toLowerCase().includes(part))

/**
 * Seeds every database, and answers what the load needs of the seed. Done before any measurement, so that the
 * seed's rows (about 2.9 GB of this process's heap at a million bookings) are gone by then: autocannon runs in
 * this process, and with them held it answered hello-world 42,000 requests/s against 58,000 without (one machine,
 * minutes apart), so the reference and every quick endpoint measured the load generator's garbage collector.
 */
async function seedDatabases(targets: BenchDatabase[], now: number) {
  const seed = makeBookingSeed(sizes, now)
  const seedSeconds: Report['seedSeconds'] = {}
  for (const target of targets) {
    const started = performance.now()
    await seedBenchDatabase(target, seed, sizes.emails, now)
    seedSeconds[target.kind] = (performance.now() - started) / 1000
    log(`${target.kind}: seeded in ${seedSeconds[target.kind]!.toFixed(1)} s`)
  }
  const loadSeed: LoadSeed = { people: seed.people, bookingCount: seed.bookings.length }
  return { loadSeed, seedSeconds }
}

async function measureDatabase(main: string, target: BenchDatabase, seed: LoadSeed) {
  const server = await startServer([...startFlags(), main], serverEnv(target), '/api/health')
  const measurements: Measurement[] = []
  let memory: MemoryFigure | undefined
  try {
    const cookie = await signIn(server.url)
    for (const scenario of makeScenarios(seed, cookie).filter((scenario) => wanted(scenario.name))) {
      const entry: Measurement = {
        target: target.kind,
        name: scenario.name,
        expect: scenario.expect,
      }
      const probe = scenario.next()
      const answer = await fetch(server.url + probe.path, {
        method: probe.method,
        headers: probe.headers,
        body: probe.body,
      })
      if (answer.status === 404 && (await answer.text()).includes('ROUTE_NOT_FOUND')) {
        log(`${target.kind}: ${scenario.name}: the route is not there (404), skipped`)
      } else {
        log(`${target.kind}: ${scenario.name}`)
        const cpu = startCpuMeter(server.pid, target.kind === 'postgres' && postgresIsLocal)
        entry.result = await load(server.url, scenario.next)
        entry.cpu = cpu()
        // One request at a time: what one visitor waits, with no queue in front of the answer.
        entry.alone = await load(server.url, scenario.next, { open: 1, seconds: aloneSeconds })
      }
      measurements.push(entry)
    }
    const resident = residentMemoryMiB(server.pid)
    if (resident) memory = { target: target.kind, ...resident }
  } finally {
    await server.stop()
  }
  return { measurements, memory }
}

/**
 * Writes the run into bench/runs (a run of one database or a few endpoints replaces those figures in the saved
 * run of its size) and RESULTS.md from every size's run.
 */
async function saveRun(report: Report, saved: Report | undefined) {
  fs.mkdirSync(runsDir, { recursive: true })
  const file = runFile(runsDir, sizes.bookings)
  const merged = saved ? mergeRuns(saved, report) : report
  await writeFormatted(file, JSON.stringify(merged))
  await writeResults()
}

async function main() {
  if (process.env.BENCH_REPORT_ONLY === '1') {
    // Only RESULTS.md again, from the saved runs: after a change to the budgets or to the report's layout.
    await writeResults()
    return
  }
  const startedAt = new Date()
  pinSelfToSecondCore()
  fs.mkdirSync(tmpDir, { recursive: true })
  const machine = await describeMachine(postgresUrl)
  log(
    `${quick ? 'quick run' : 'full run'} of ${sizes.bookings.toLocaleString('en-US')} bookings on ${machine.cpu}, ${machine.cores} cores, load ${machine.loadAverage.join(' ')}`,
  )
  if (machine.loadAverage[0]! > machine.cores / 2) {
    log(`the machine is busy (load ${machine.loadAverage[0]}): expect slower figures than on a quiet one`)
  }
  log('building the server')
  const main = buildServer()
  const commitMs = measureCommitMs()
  const targets: BenchDatabase[] = databases.map((kind) =>
    kind === 'sqlite' ? { kind, dataDir: path.join(tmpDir, 'sqlite') } : { kind, url: postgresUrl },
  )
  log('making the data')
  const { loadSeed, seedSeconds } = await seedDatabases(targets, Date.now())
  // The seed's rows are garbage now; collected before the first measurement, not during it (`--expose-gc`).
  globalThis.gc?.()

  const report: Report = {
    machine,
    commitMs,
    sizes,
    durationSeconds,
    connections,
    aloneSeconds,
    loadAverageAtEnd: [],
    measurements: [await measureReference()],
    memory: [],
    seedSeconds,
    startedAt: startedAt.toISOString(),
  }
  const savedFile = runFile(runsDir, sizes.bookings)
  const saved = fs.existsSync(savedFile)
    ? (JSON.parse(fs.readFileSync(savedFile, 'utf8')) as Report)
    : undefined
  for (const target of targets) {
    const measured = await measureDatabase(main, target, loadSeed)
    report.measurements.push(...measured.measurements)
    if (measured.memory) report.memory.push(measured.memory)
    report.loadAverageAtEnd = os.loadavg().map((value) => Math.round(value * 100) / 100)
    // Saved after each database, so a long run stopped half-way keeps what it measured.
    await saveRun(report, saved)
  }
  console.log(`\n${resultsTable(report.measurements)}\n`)
  log(`written to ${path.relative(process.cwd(), resultsFile)}`)
}

await main()
