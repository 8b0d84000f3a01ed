import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import prettier from 'prettier'

import {
  ADMIN,
  benchDir,
  aloneSeconds,
  connections,
  durationSeconds,
  postgresUrl,
  quick,
  resultsFile,
  sizes,
  tmpDir,
} from './bench-config.ts'
import { buildServer } from './build-server.ts'
import { measureCommitMs } from './commit-cost.ts'
import { load } from './load.ts'
import { describeMachine } from './machine.ts'
import { resultsMarkdown, resultsTable, type Measurement, type Target } from './results.ts'
import { makeScenarios } from './scenarios.ts'
import { seedBenchDatabase, type BenchDatabase } from './seed-database.ts'
import { makeBookingSeed, type BookingSeed } from './seed-rows.ts'
import { pinSelfToSecondCore, signIn, startServer } from './server-process.ts'

const log = (message: string) => console.log(`[bench] ${message}`)

async function measureReference(): Promise<Measurement> {
  const server = await startServer(['--import', 'tsx', path.join(benchDir, 'hello-world.ts')], {}, '/')
  try {
    log('hello-world (reference)')
    return {
      target: 'reference',
      name: 'hello-world',
      expect: 200,
      result: await load(server.url, () => ({ method: 'GET', path: '/' })),
    }
  } finally {
    await server.stop()
  }
}

/** The server's environment: its data, the bench's admin, rate limits out of reach but still counting. */
function serverEnv(target: BenchDatabase): Record<string, string> {
  return {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATA_DIR: target.kind === 'sqlite' ? target.dataDir : path.join(tmpDir, 'postgres-data'),
    ...(target.kind === 'postgres' ? { DATABASE_URL: target.url } : {}),
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    BOOKING_RATE_LIMIT_PER_10_MIN: '1000000',
    PUBLIC_LOOKUP_RATE_LIMIT_PER_MIN: '1000000',
  }
}

async function measureDatabase(main: string, target: BenchDatabase, seed: BookingSeed, now: number) {
  const started = performance.now()
  await seedBenchDatabase(target, seed, sizes.emails, now)
  log(`${target.kind}: seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`)
  const server = await startServer([main], serverEnv(target), '/api/health')
  const measurements: Measurement[] = []
  try {
    const cookie = await signIn(server.url)
    for (const scenario of makeScenarios(seed, cookie)) {
      const entry: Measurement = {
        target: target.kind,
        name: scenario.name,
        expect: scenario.expect,
        budget: scenario.budget,
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
        entry.result = await load(server.url, scenario.next)
        // One request at a time: what one visitor waits, with no queue in front of the answer.
        entry.alone = await load(server.url, scenario.next, { open: 1, seconds: aloneSeconds })
      }
      measurements.push(entry)
    }
  } finally {
    await server.stop()
  }
  return measurements
}

async function main() {
  const startedAt = new Date()
  pinSelfToSecondCore()
  fs.mkdirSync(tmpDir, { recursive: true })
  const machine = await describeMachine(postgresUrl)
  log(
    `${quick ? 'quick run' : 'full run'} on ${machine.cpu}, ${machine.cores} cores, load ${machine.loadAverage.join(' ')}`,
  )
  if (machine.loadAverage[0]! > machine.cores / 2) {
    log(`the machine is busy (load ${machine.loadAverage[0]}): expect slower figures than on a quiet one`)
  }
  log('building the server')
  const main = buildServer()
  const commitMs = measureCommitMs()
  const now = Date.now()
  const seed = makeBookingSeed(sizes, now)

  const measurements = [await measureReference()]
  const targets: Record<Exclude<Target, 'reference'>, BenchDatabase> = {
    sqlite: { kind: 'sqlite', dataDir: path.join(tmpDir, 'sqlite') },
    postgres: { kind: 'postgres', url: postgresUrl },
  }
  for (const target of Object.values(targets))
    measurements.push(...(await measureDatabase(main, target, seed, now)))

  const report = {
    machine,
    commitMs,
    sizes,
    durationSeconds,
    connections,
    aloneSeconds,
    loadAverageAtEnd: os.loadavg().map((value) => Math.round(value * 100) / 100),
    measurements,
    startedAt,
  }
  console.log(`\n${resultsTable(measurements)}\n`)
  // Formatted as the repository's Prettier would, so `npm run lint` passes over the results.
  const options = await prettier.resolveConfig(resultsFile)
  fs.writeFileSync(
    resultsFile,
    await prettier.format(resultsMarkdown(report), { ...options, filepath: resultsFile }),
  )
  log(`written to ${path.relative(process.cwd(), resultsFile)}`)
}

await main()
