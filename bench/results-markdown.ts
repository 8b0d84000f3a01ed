import {
  BUDGET_BOOKINGS,
  budgetsOf,
  budgetText,
  count,
  format,
  GROWTH_BUDGET,
  GROWTH_FROM_BOOKINGS,
  meets,
  MEMORY_BUDGET_MIB,
  resultsTable,
  shareOfHelloWorld,
  type Report,
} from './results.ts'
import { BUDGET_CREATION_SHARE_PERCENT, BUDGET_P99_MS } from './scenarios.ts'
import { flowMarkdown, type FlowRun } from './user-flow-results.ts'

/** One thing a budget asks, and whether it was met. */
interface Check {
  what: string
  met: boolean
}

function verdict(checks: Check[]): string {
  if (checks.length === 0) return '**not measured**'
  const missed = checks.filter((check) => !check.met).map((check) => check.what)
  return missed.length === 0
    ? `met (${checks.length} of ${checks.length})`
    : `**not met**: ${missed.join('; ')}`
}

const DATABASES = ['sqlite', 'postgres'] as const

/** Each endpoint's p99 one at a time at 100,000 and at a million bookings, and how much it grew. */
function growthRows(small: Report, large: Report) {
  return large.measurements.flatMap((m) => {
    const before = small.measurements.find((o) => o.name === m.name && o.target === m.target)
    if (m.target === 'reference' || !m.result) return []
    const [then, now] = [before?.alone?.p99 ?? NaN, m.alone?.p99 ?? NaN]
    const growth = now / then
    return [{ name: m.name, target: m.target, then, now, growth, met: growth <= GROWTH_BUDGET }]
  })
}

/** The budgets of docs/decisions.md, judged on the run at a million bookings and its growth from 100,000. */
function budgetsSection(runs: Report[]): string {
  const large = runs.find((run) => run.sizes.bookings === BUDGET_BOOKINGS)
  const small = runs.find((run) => run.sizes.bookings === GROWTH_FROM_BOOKINGS)
  const heading = `## Budgets

Judged on the run at ${count(BUDGET_BOOKINGS)} bookings and its growth from ${count(GROWTH_FROM_BOOKINGS)} (docs/decisions.md "Budgets"); each run's table below also marks its own figures against them.`
  if (!large)
    return `${heading}\n\nNo run at ${count(BUDGET_BOOKINGS)} bookings is saved: the budgets are not judged.\n`
  const { measurements, memory } = large
  const app = measurements.filter((m) => budgetsOf(m).length > 0)
  const checksOf = (kind: 'p99Ms' | 'shareOfHelloWorldPercent') =>
    app.flatMap((m) =>
      budgetsOf(m)
        .filter((budget) => kind in budget)
        .map((budget) => {
          const figure =
            kind === 'p99Ms'
              ? `${format(m.alone?.p99 ?? NaN, 2)} ms`
              : `${format(shareOfHelloWorld(m, measurements) ?? NaN, 1)} %`
          return { what: `${m.name} on ${m.target} (${figure})`, met: meets(m, budget, measurements) }
        }),
    )
  const missingDatabases = DATABASES.filter((db) => !app.some((m) => m.target === db)).map((db) => ({
    what: `${db} not measured`,
    met: false,
  }))
  const growth = small
    ? growthRows(small, large).map((row) => ({
        what: `${row.name} on ${row.target} (${Number.isFinite(row.growth) ? `${format(row.growth, 2)}×` : 'not measured at both sizes'})`,
        met: row.met,
      }))
    : [{ what: `no run at ${count(GROWTH_FROM_BOOKINGS)} bookings is saved`, met: false }]
  const memoryChecks = DATABASES.map((db) => {
    const figure = memory.find((m) => m.target === db)
    return figure
      ? { what: `${db} ${format(figure.peakMiB, 0)} MiB`, met: figure.peakMiB < MEMORY_BUDGET_MIB }
      : { what: `${db} not measured`, met: false }
  })
  const creation = checksOf('shareOfHelloWorldPercent')
  const shares = creation
    .map((check) => check.what.replace(/^booking creation on (\w+) \((.*)\)$/, '$1 $2'))
    .join(', ')
  const peaks = memoryChecks.map((check) => check.what).join(', ')
  const rows = [
    [
      `every endpoint's ${budgetText({ p99Ms: BUDGET_P99_MS })}, on both databases`,
      verdict([...missingDatabases, ...checksOf('p99Ms')]),
    ],
    [
      `every endpoint's p99 one at a time grows ≤ ${GROWTH_BUDGET}× from ${count(GROWTH_FROM_BOOKINGS)}`,
      verdict(growth),
    ],
    [
      `booking creation, loaded, ${budgetText({ shareOfHelloWorldPercent: BUDGET_CREATION_SHARE_PERCENT })} of the same run (${shares})`,
      verdict(creation),
    ],
    [`the server's peak resident memory < ${MEMORY_BUDGET_MIB} MB (${peaks})`, verdict(memoryChecks)],
  ]
  return `${heading}

| budget, at ${count(BUDGET_BOOKINGS)} bookings | verdict |
| --- | --- |
${rows.map(([budget, result]) => `| ${budget} | ${result} |`).join('\n')}
`
}

function growthSection(runs: Report[]): string {
  const large = runs.find((run) => run.sizes.bookings === BUDGET_BOOKINGS)
  const small = runs.find((run) => run.sizes.bookings === GROWTH_FROM_BOOKINGS)
  if (!small || !large) return ''
  const rows = growthRows(small, large).map((row) => {
    const judged = Number.isFinite(row.growth)
      ? `${format(row.growth, 2)}× | ${row.met ? 'met' : '**not met**'}`
      : '– | **not measured** at both sizes'
    return `| ${row.name} | ${row.target} | ${format(row.then, 2)} | ${format(row.now, 2)} | ${judged} |`
  })
  return `## Growth from ${count(small.sizes.bookings)} to ${count(large.sizes.bookings)} bookings

| endpoint | database | p99 ms one at a time, ${count(small.sizes.bookings)} | ${count(large.sizes.bookings)} | growth | ≤ ${GROWTH_BUDGET}× |
| --- | --- | ---: | ---: | ---: | --- |
${rows.join('\n')}
`
}

/** The machine and the conditions of each run, a column a size. */
function machineSection(runs: Report[]): string {
  const row = (label: string, value: (run: Report) => string) =>
    `| ${label} | ${runs.map(value).join(' | ')} |`
  const seeded = (run: Report) =>
    Object.entries(run.seedSeconds)
      .map(([target, seconds]) => `${target} ${format(seconds, 0)} s`)
      .join(', ')
  return `## The machine

The machine is shared: a growth is a fair comparison only where the two runs' load averages are close.

| | ${runs.map((run) => `${count(run.sizes.bookings)} bookings`).join(' | ')} |
| --- | ${runs.map(() => '---').join(' | ')} |
${[
  row('run started (UTC)', (run) => run.startedAt.slice(0, 16).replace('T', ' ')),
  row('data', (run) => `${count(run.sizes.customers)} customers, ${count(run.sizes.emails)} e-mails`),
  row('seeded in', seeded),
  row('CPU', (run) => `${run.machine.cpu}, ${run.machine.cores} cores`),
  row('memory', (run) => `${run.machine.memoryGiB} GiB`),
  row('Node', (run) => run.machine.node),
  row('SQLite', (run) => `${run.machine.sqlite} (WAL, synchronous=FULL)`),
  row('PostgreSQL', (run) => `${run.machine.postgres}, same machine, not pinned`),
  row('load average at start (1, 5, 15 min)', (run) => run.machine.loadAverage.join(', ')),
  row('load average at end', (run) => run.loadAverageAtEnd.join(', ')),
  row('one durable SQLite commit on this disk', (run) => `${format(run.commitMs, 3)} ms`),
].join('\n')}
`
}

function runSection(report: Report): string {
  const { sizes, measurements, memory } = report
  return `## ${count(sizes.bookings)} bookings

${resultsTable(measurements)}

| server's resident memory | peak during the run | at the end | < ${MEMORY_BUDGET_MIB} MB |
| --- | ---: | ---: | --- |
${memory.map((m) => `| ${m.target} | ${format(m.peakMiB, 0)} MiB | ${format(m.endMiB, 0)} MiB | ${m.peakMiB < MEMORY_BUDGET_MIB ? 'met' : '**not met**'} |`).join('\n')}
`
}

/** RESULTS.md: the budgets' verdict, how the bench measures, the machine, the growth, then each size's run. */
export function resultsMarkdown(runs: Report[], flow?: FlowRun): string {
  const latest = runs.reduce((a, b) => (a.startedAt > b.startedAt ? a : b))
  return `# Benchmark results

Written by \`npm run bench\` from the latest run at each size, kept in \`bench/runs/\` (\`BENCH_BOOKINGS\` sets the
size; \`BENCH_REPORT_ONLY=1 npm run bench\` writes this file again from the saved runs without measuring). Why
the budgets are what they are, and what the measurements taught, is in docs/decisions.md "Budgets".

${budgetsSection(runs)}
## How it measures

Each endpoint is measured twice by autocannon on loopback, after a warm-up: one request at a time over one
connection for ${latest.aloneSeconds} s (what one visitor waits: the latency budget is judged on its p99), then loaded
for ${latest.durationSeconds} s over ${latest.connections} keep-alive connections (throughput: booking creation's share of hello-world is
judged on this). The server is the built one, started with \`npm start\`'s Node flags (its 256 MB heap among them),
${latest.machine.pinned ? 'pinned to one core (`taskset -c 0`; autocannon on the other)' : 'not pinned (no taskset on the machine)'}. Rate limits are raised out of reach
but left on, so every public look-up and booking still counts itself as in production. Hello-world is a bare
Fastify server measured the same way in the same run: a share of it does not depend on the machine's speed.

Loaded, a request's latency includes its wait behind the others: about ${latest.connections} × "core ms/request" (1,000 ÷
requests/s). "Server's core busy" is the share of its core the server's process used during the loaded
run, warm-up included (its CPU time in /proc), and "PostgreSQL, cores" the cores PostgreSQL's processes on the
machine used meanwhile, ended ones included (1.00: one core all along); blank where the run did not count them.
An endpoint whose server stays well below 100 % waits for something else than its core: the database, the disk.

${machineSection(runs)}
${growthSection(runs)}
${runs.map(runSection).join('\n')}${flow ? `\n${flowMarkdown(flow)}` : ''}`
}
