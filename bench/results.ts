import type { CpuUse } from './cpu-time.ts'
import type { LoadResult } from './load.ts'
import type { Machine } from './machine.ts'
import type { Budget } from './scenarios.ts'

export type Target = 'reference' | 'sqlite' | 'postgres'

export interface Measurement {
  target: Target
  name: string
  expect: number
  budgets?: Budget[]
  /** Undefined when the endpoint was not there (404 on the first try): nothing was measured. */
  result?: LoadResult
  /** The same endpoint over one connection, one request at a time: an answer's own latency, with no queue. */
  alone?: LoadResult
  /** The cores the server (and a PostgreSQL on the machine) kept busy during the loaded run, warm-up included. */
  cpu?: CpuUse
  /**
   * The hello-world requests/s of the run that measured this, when that is not the saved run's own reference: a
   * later run of a few endpoints brings its own hello-world (runs.ts, mergeRuns), and each share is of its own.
   */
  referenceRequestsPerSecond?: number
}

const format = (value: number, digits: number) =>
  Number.isFinite(value)
    ? value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits })
    : '–'

/** Answers other than the expected status, and connection errors: "" when every answer was as expected. */
function unexpected({ result, expect }: Measurement): string {
  if (!result) return ''
  const others = Object.entries(result.statuses).filter(([status]) => Number(status) !== expect)
  const parts = others.map(([status, count]) => `${count}× ${status}`)
  if (result.errors > 0) parts.push(`${result.errors} errors`)
  return parts.join(', ')
}

/** Whether the measurement meets one of its budgets. */
function meets(measurement: Measurement, budget: Budget): boolean {
  const { result, alone } = measurement
  if (!result || unexpected(measurement)) return false
  if ('p99Ms' in budget) return alone !== undefined && alone.p99 < budget.p99Ms
  return result.requestsPerSecond >= budget.requestsPerSecond
}

/** Whether the measurement meets all its budgets; undefined when it has none (the reference, a skipped route). */
export function meetsBudget(measurement: Measurement): boolean | undefined {
  const { budgets = [], result, target } = measurement
  if (budgets.length === 0 || target === 'reference' || !result) return undefined
  return budgets.every((budget) => meets(measurement, budget))
}

function budgetText(budget: Budget): string {
  return 'p99Ms' in budget
    ? `p99 one at a time < ${budget.p99Ms} ms`
    : `≥ ${budget.requestsPerSecond.toLocaleString('en-US')}/s`
}

function budgetsText(measurement: Measurement): string {
  if (meetsBudget(measurement) === undefined) return ''
  return (measurement.budgets ?? [])
    .map((budget) => `${meets(measurement, budget) ? 'met' : '**not met**'} (${budgetText(budget)})`)
    .join('; ')
}

/** The figures as a Markdown table, one row per endpoint and database. */
export function resultsTable(measurements: Measurement[]): string {
  const reference = measurements.find((m) => m.target === 'reference')?.result
  const rows = measurements.map((m) => {
    const r = m.result
    const budget = budgetsText(m)
    const hello = m.referenceRequestsPerSecond ?? reference?.requestsPerSecond
    const share = r && hello ? `${format((100 * r.requestsPerSecond) / hello, 1)} %` : ''
    if (!r) return `| ${m.name} | ${m.target} | not there (404) | | | | | | | | | | ${budget} |`
    const alone = m.alone ? [format(m.alone.p50, 2), format(m.alone.p99, 2)] : ['', '']
    const busy = [
      m.cpu ? `${format(100 * m.cpu.server, 0)} %` : '',
      m.cpu?.postgres === undefined ? '' : format(m.cpu.postgres, 2),
    ]
    return `| ${m.name} | ${m.target} | ${alone.join(' | ')} | ${format(r.p50, 2)} | ${format(r.p99, 2)} | ${format(r.requestsPerSecond, 0)} | ${format(1000 / r.requestsPerSecond, 2)} | ${busy.join(' | ')} | ${share} | ${unexpected(m)} | ${budget} |`
  })
  return [
    "| endpoint | database | one at a time: p50 ms | p99 ms | loaded: p50 ms | p99 ms | requests/s | core ms/request | server's core busy | PostgreSQL, cores | of hello-world req/s | other answers | budget |",
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- |',
    ...rows,
  ].join('\n')
}

/** The server's resident memory during one database's run: its peak (VmHWM) and what it held at the end. */
export interface MemoryFigure {
  target: Exclude<Target, 'reference'>
  peakMiB: number
  endMiB: number
}

/** docs/decisions.md "Budgets". */
export const MEMORY_BUDGET_MIB = 300
export const GROWTH_BUDGET = 2

export interface Report {
  machine: Machine
  commitMs: number
  sizes: { bookings: number; customers: number; emails: number }
  durationSeconds: number
  connections: number
  aloneSeconds: number
  loadAverageAtEnd: number[]
  measurements: Measurement[]
  memory: MemoryFigure[]
  /** Seconds each database took to seed. */
  seedSeconds: Partial<Record<Target, number>>
  /** ISO-8601. */
  startedAt: string
}

const count = (value: number) => value.toLocaleString('en-US')

function budgetsSummary(measurements: Measurement[], memory: MemoryFigure[]): string {
  const budgets = measurements.filter((m) => meetsBudget(m) !== undefined)
  const missed = [
    ...budgets.filter((m) => !meetsBudget(m)).map((m) => `${m.name} on ${m.target}`),
    ...memory.filter((m) => m.peakMiB >= MEMORY_BUDGET_MIB).map((m) => `memory on ${m.target}`),
  ]
  const total = budgets.length + memory.length
  if (total === 0) return 'No budgeted endpoint was measured.'
  return missed.length === 0
    ? `All ${total} budgeted measurements met their budget.`
    : `${missed.length} of ${total} budgeted measurements missed: ${missed.join('; ')}.`
}

function runSection(report: Report): string {
  const { machine, sizes, measurements, memory } = report
  const seeded = Object.entries(report.seedSeconds)
    .map(([target, seconds]) => `${target} ${format(seconds, 0)} s`)
    .join(', ')
  return `## ${count(sizes.bookings)} bookings

Run on ${report.startedAt}. The data: ${count(sizes.bookings)} bookings, ${count(sizes.customers)} customers, ${count(sizes.emails)} e-mails and the bookings' histories, over the last two years (seeded in ${seeded}).

| | |
| --- | --- |
| CPU | ${machine.cpu}, ${machine.cores} cores |
| memory | ${machine.memoryGiB} GiB |
| Node | ${machine.node} |
| SQLite | ${machine.sqlite} (WAL, synchronous=FULL) |
| PostgreSQL | ${machine.postgres}, on the same machine, not pinned (its own work may use the second core) |
| load average at start (1, 5, 15 min) | ${machine.loadAverage.join(', ')} |
| load average at end | ${report.loadAverageAtEnd.join(', ')} |
| one durable SQLite commit on this disk | ${format(report.commitMs, 3)} ms (at most ${format(1000 / report.commitMs, 0)} commits/s one after another) |

${resultsTable(measurements)}

| server's resident memory | peak during the run | at the end | budget |
| --- | ---: | ---: | --- |
${memory.map((m) => `| ${m.target} | ${format(m.peakMiB, 0)} MiB | ${format(m.endMiB, 0)} MiB | ${m.peakMiB < MEMORY_BUDGET_MIB ? 'met' : '**not met**'} (< ${MEMORY_BUDGET_MIB} MB) |`).join('\n')}

${budgetsSummary(measurements, memory)}
`
}

/** Each endpoint's p99 one at a time at the smallest and the largest size measured, and how much it grew. */
function growthSection(runs: Report[]): string {
  if (runs.length < 2) return ''
  const small = runs[0]!
  const large = runs[runs.length - 1]!
  const rows = large.measurements.flatMap((m) => {
    const before = small.measurements.find((o) => o.name === m.name && o.target === m.target)
    if (m.target === 'reference' || !before) return []
    const [then, now] = [before.alone?.p99 ?? NaN, m.alone?.p99 ?? NaN]
    const growth = now / then
    const verdict = !Number.isFinite(growth)
      ? '**not measured** at both sizes'
      : `${growth <= GROWTH_BUDGET ? 'met' : '**not met**'} (≤ ${GROWTH_BUDGET}×)`
    return [
      `| ${m.name} | ${m.target} | ${format(then, 2)} | ${format(now, 2)} | ${Number.isFinite(growth) ? `${format(growth, 2)}×` : '–'} | ${verdict} |`,
    ]
  })
  const load = (run: Report) => run.machine.loadAverage[0]
  return `## Growth from ${count(small.sizes.bookings)} to ${count(large.sizes.bookings)} bookings

The two runs began at a load average of ${load(small)} and ${load(large)}: a growth is only a fair comparison where the two are close.

| endpoint | database | p99 ms one at a time, ${count(small.sizes.bookings)} | ${count(large.sizes.bookings)} | growth | budget |
| --- | --- | ---: | ---: | ---: | --- |
${rows.join('\n')}
`
}

/** RESULTS.md: how the bench measures, the growth between sizes, then each size's run, smallest first. */
export function resultsMarkdown(runs: Report[], notes = ''): string {
  const latest = runs.reduce((a, b) => (a.startedAt > b.startedAt ? a : b))
  return `# Benchmark results

Written by \`npm run bench\` (docs/decisions.md "Budgets"); \`BENCH_BOOKINGS\` sets the size, and each size's
latest run is kept in \`bench/runs/\` and shown here side by side.

Each endpoint was measured twice by autocannon on loopback, after a warm-up: one request at a time over one connection
for ${latest.aloneSeconds} s (what one visitor waits: the latency budgets are judged on this p99), then loaded for ${latest.durationSeconds} s over
${latest.connections} keep-alive connections (throughput: the creation budget and the share of hello-world are judged on this),
against the built server${latest.machine.pinned ? ' pinned to one core (`taskset -c 0`; autocannon on the other)' : ' (not pinned: no taskset)'},
started with \`npm start\`'s Node flags (its 256 MB heap among them) from the run of 25 November on.
Rate limits were raised out of reach but left on, so every public look-up and booking still counts itself as in production.

Loaded, a request's latency includes its wait behind the others: about ${latest.connections} × "core ms/request" (1,000 ÷
requests/s, the time per answer). "Server's core busy" is the share of its core the server's process used during the loaded
run, warm-up included (its CPU time in /proc), and "PostgreSQL, cores" the cores that PostgreSQL's processes on the machine used
meanwhile (1.00: one core all along). An endpoint whose server stays well below 100 % is not limited by the server's core but
by what it waits for: the database, the disk, the chain of round trips. Runs before the twenty-third pass (28 November) did not count them: blank.
The machine is shared: its load average at the start and end of each run is given with the figures.
${notes}
${growthSection(runs)}
${runs.map(runSection).join('\n')}`
}
