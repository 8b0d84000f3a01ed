import type { LoadResult } from './load.ts'
import type { Machine } from './machine.ts'
import type { Budget } from './scenarios.ts'

export type Target = 'reference' | 'sqlite' | 'postgres'

export interface Measurement {
  target: Target
  name: string
  expect: number
  budget?: Budget
  /** Undefined when the endpoint was not there (404 on the first try): nothing was measured. */
  result?: LoadResult
  /** The same endpoint over one connection, one request at a time: an answer's own latency, with no queue. */
  alone?: LoadResult
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

/** Whether the measurement meets its budget; undefined when it has none here. */
export function meetsBudget(measurement: Measurement): boolean | undefined {
  const { budget, result, target } = measurement
  if (!budget || target === 'reference') return undefined
  if ('database' in budget && budget.database !== target) return undefined
  if (!result || unexpected(measurement)) return false
  if ('p99Ms' in budget) return measurement.alone !== undefined && measurement.alone.p99 < budget.p99Ms
  return result.requestsPerSecond >= budget.requestsPerSecond
}

function budgetText(budget: Budget): string {
  return 'p99Ms' in budget
    ? `p99 one at a time < ${budget.p99Ms} ms`
    : `≥ ${budget.requestsPerSecond.toLocaleString('en-US')}/s`
}

/** The figures as a Markdown table, one row per endpoint and database. */
export function resultsTable(measurements: Measurement[]): string {
  const reference = measurements.find((m) => m.target === 'reference')?.result
  const rows = measurements.map((m) => {
    const r = m.result
    const verdict = meetsBudget(m)
    const budget =
      verdict === undefined || !m.budget ? '' : `${verdict ? 'met' : '**not met**'} (${budgetText(m.budget)})`
    const share =
      r && reference ? `${format((100 * r.requestsPerSecond) / reference.requestsPerSecond, 1)} %` : ''
    if (!r) return `| ${m.name} | ${m.target} | not there (404) | | | | | | | | ${budget} |`
    const alone = m.alone ? [format(m.alone.p50, 2), format(m.alone.p99, 2)] : ['', '']
    return `| ${m.name} | ${m.target} | ${alone.join(' | ')} | ${format(r.p50, 2)} | ${format(r.p99, 2)} | ${format(r.requestsPerSecond, 0)} | ${format(1000 / r.requestsPerSecond, 2)} | ${share} | ${unexpected(m)} | ${budget} |`
  })
  return [
    '| endpoint | database | one at a time: p50 ms | p99 ms | loaded: p50 ms | p99 ms | requests/s | core ms/request | of hello-world req/s | other answers | budget |',
    '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- |',
    ...rows,
  ].join('\n')
}

export interface Report {
  machine: Machine
  commitMs: number
  sizes: { bookings: number; customers: number; emails: number }
  durationSeconds: number
  connections: number
  aloneSeconds: number
  loadAverageAtEnd: number[]
  measurements: Measurement[]
  startedAt: Date
}

export function resultsMarkdown(report: Report): string {
  const { machine, sizes, measurements } = report
  const budgets = measurements.filter((m) => meetsBudget(m) !== undefined)
  const missed = budgets.filter((m) => !meetsBudget(m))
  return `# Benchmark results

Written by \`npm run bench\` on ${report.startedAt.toISOString()} (DESIGN.md section 5).

Each endpoint was measured twice by autocannon on loopback, after a warm-up: one request at a time over one connection
for ${report.aloneSeconds} s (what one visitor waits: the latency budgets are judged on this p99), then loaded for ${report.durationSeconds} s over
${report.connections} keep-alive connections (throughput: the creation budget is judged on this),
against the built server${machine.pinned ? ' pinned to one core (`taskset -c 0`; autocannon on the other)' : ' (not pinned: no taskset)'}.
The data: ${sizes.bookings.toLocaleString('en-US')} bookings, ${sizes.customers.toLocaleString('en-US')} customers, ${sizes.emails.toLocaleString('en-US')} e-mails and the bookings' histories, over the last two years.
Rate limits were raised out of reach but left on, so every public look-up and booking still counts itself as in production.

Loaded, the ${report.connections} connections keep the server's one core busy, so a request's latency there includes its wait
behind the others: about ${report.connections} × "core ms/request" (1,000 ÷ requests/s, the core's time per answer).

## Machine

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

## Figures

${resultsTable(measurements)}

## Budgets

${budgets.length === 0 ? 'No budgeted endpoint was measured.' : missed.length === 0 ? `All ${budgets.length} budgeted measurements met their budget.` : `${missed.length} of ${budgets.length} budgeted measurements missed: ${missed.map((m) => `${m.name} on ${m.target}`).join('; ')}.`}
`
}
