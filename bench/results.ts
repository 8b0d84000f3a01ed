import type { CpuUse } from './cpu-time.ts'
import type { LoadResult } from './load.ts'
import type { Machine } from './machine.ts'
import { budgetsFor, type Budget } from './scenarios.ts'

export type Target = 'reference' | 'sqlite' | 'postgres'

export interface Measurement {
  target: Target
  name: string
  expect: number
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

export const format = (value: number, digits: number) =>
  Number.isFinite(value)
    ? value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits })
    : '–'

export const count = (value: number) => value.toLocaleString('en-US')

/** Answers other than the expected status, and connection errors: "" when every answer was as expected. */
function unexpected({ result, expect }: Measurement): string {
  if (!result) return ''
  const others = Object.entries(result.statuses).filter(([status]) => Number(status) !== expect)
  const parts = others.map(([status, count]) => `${count}× ${status}`)
  if (result.errors > 0) parts.push(`${result.errors} errors`)
  return parts.join(', ')
}

/** The measurement's loaded requests/s as a percentage of the hello-world measured in the same run. */
export function shareOfHelloWorld(measurement: Measurement, measurements: Measurement[]): number | undefined {
  const hello =
    measurement.referenceRequestsPerSecond ??
    measurements.find((m) => m.target === 'reference')?.result?.requestsPerSecond
  const { result } = measurement
  return result && hello ? (100 * result.requestsPerSecond) / hello : undefined
}

/** Whether the measurement (one of `measurements`, its run) meets one of its budgets. */
export function meets(measurement: Measurement, budget: Budget, measurements: Measurement[]): boolean {
  const { result, alone } = measurement
  if (!result || unexpected(measurement)) return false
  if ('p99Ms' in budget) return alone !== undefined && alone.p99 < budget.p99Ms
  const share = shareOfHelloWorld(measurement, measurements)
  return share !== undefined && share >= budget.shareOfHelloWorldPercent
}

/** The budgets of a measured endpoint of the app: none for the reference or a route that was not there. */
export const budgetsOf = (measurement: Measurement): Budget[] =>
  measurement.target === 'reference' || !measurement.result ? [] : budgetsFor(measurement.name)

export function budgetText(budget: Budget): string {
  return 'p99Ms' in budget
    ? `p99 one at a time < ${budget.p99Ms} ms`
    : `≥ ${budget.shareOfHelloWorldPercent} % of hello-world req/s`
}

function budgetsText(measurement: Measurement, measurements: Measurement[]): string {
  return budgetsOf(measurement)
    .map(
      (budget) =>
        `${meets(measurement, budget, measurements) ? 'met' : '**not met**'} (${budgetText(budget)})`,
    )
    .join('; ')
}

/** The figures as a Markdown table, one row per endpoint and database. */
export function resultsTable(measurements: Measurement[]): string {
  const rows = measurements.map((m) => {
    const r = m.result
    const budget = budgetsText(m, measurements)
    const shareValue = shareOfHelloWorld(m, measurements)
    const share = shareValue === undefined ? '' : `${format(shareValue, 1)} %`
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

/** docs/decisions.md "Budgets": judged at a million bookings, the growth from 100,000. */
export const BUDGET_BOOKINGS = 1_000_000
export const GROWTH_FROM_BOOKINGS = 100_000
export const GROWTH_BUDGET = 2
export const MEMORY_BUDGET_MIB = 300

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
