import { CompiledQuery } from 'kysely'

import { databaseKind, type DatabaseKind, type Db } from '../../db/database.ts'
import { splitIntoCounters, type InstantRange, type SignedRange } from './counter-ranges.ts'
import { NO_SERVICES, type StatusTotal } from './stats-figures.ts'
import { toStatusTotal, totalsByStatus, type StatusTotalRow } from './stats.repository.ts'

/**
 * The Reports totals read from the counters the database keeps beside the bookings (migration 0014): a few
 * hundred rows whatever the number of bookings, and always equal to the totals computed from the bookings
 * themselves (booking-counters.test.ts checks it after random writes on both databases).
 */

type CounterTable = 'booking_stats_days' | 'booking_stats_quarters'

const SUMMED = [
  'bookings',
  'price_cents',
  'over_9',
  'from_7_to_9',
  'from_4_to_6',
  'under_4',
  'not_yet_measured',
  'nick_repair',
  'strapping',
] as const

/** Per status over every booking: the day counters added up. */
export async function countedTotals(db: Db): Promise<StatusTotal[]> {
  const rows = await db
    .selectFrom('booking_stats_days')
    .select((eb) => ['status', ...SUMMED.map((name) => eb.fn.sum<number>(name).as(name))])
    .groupBy('status')
    .execute()
  return rows.map(toStatusTotal)
}

/**
 * Per status, the sums of `table`'s buckets inside each range's pieces: one statement, one arm per range and
 * sign, each reading its buckets through the primary key (bucket_start, status). Written out by hand: Kysely's
 * builder spent ten times SQLite's own time assembling the thirty-odd arms of a Reports visit.
 */
function counterSumsQuery(kind: DatabaseKind, table: CounterTable, groups: SignedRange[][]) {
  const parameters: number[] = []
  const parameter = (value: number) => {
    parameters.push(value)
    return kind === 'postgres' ? `$${parameters.length}` : '?'
  }
  const sums = SUMMED.map((name) => `sum(${name}) as ${name}`).join(', ')
  const arms = groups.flatMap((pieces, index) =>
    ([1, -1] as const).flatMap((sign) => {
      const ranges = pieces.filter((piece) => piece.sign === sign)
      if (ranges.length === 0) return []
      const within = ranges
        .map(
          (range) => `(bucket_start >= ${parameter(range.from)} and bucket_start < ${parameter(range.to)})`,
        )
        .join(' or ')
      return [
        `select ${index} as range_index, ${sign} as sign, status, ${sums} from ${table} where ${within} group by status`,
      ]
    }),
  )
  return arms.length === 0 ? undefined : CompiledQuery.raw(arms.join(' union all '), parameters)
}

type CounterSumsRow = StatusTotalRow & { range_index: number; sign: number }

async function counterSums(db: Db, table: CounterTable, groups: SignedRange[][]) {
  const query = counterSumsQuery(databaseKind(db), table, groups)
  return query ? (await db.executeQuery<CounterSumsRow>(query)).rows : []
}

/** Adds (sign 1) or takes away (sign -1) totals per status, the services too. */
function addInto(sums: Map<string, StatusTotal>, total: StatusTotal, sign = 1) {
  let sum = sums.get(total.status)
  if (!sum) {
    sum = { status: total.status, bookings: 0, priceCents: 0, services: { ...NO_SERVICES } }
    sums.set(total.status, sum)
  }
  sum.bookings += sign * total.bookings
  sum.priceCents += sign * total.priceCents
  for (const key of Object.keys(sum.services) as (keyof StatusTotal['services'])[])
    sum.services[key] += sign * total.services[key]
}

/** Per status, for each range: the bookings made in it, from the counters (two statements for all the ranges). */
export async function countedTotalsIn(db: Db, ranges: InstantRange[]): Promise<StatusTotal[][]> {
  const pieces = ranges.map(splitIntoCounters)
  const [days, quarters, ...leftOver] = await Promise.all([
    counterSums(
      db,
      'booking_stats_days',
      pieces.map((piece) => piece.days),
    ),
    counterSums(
      db,
      'booking_stats_quarters',
      pieces.map((piece) => piece.quarters),
    ),
    ...pieces.map((piece) => Promise.all(piece.bookings.map((range) => totalsByStatus(db, range)))),
  ])
  const sums = pieces.map(() => new Map<string, StatusTotal>())
  for (const row of [...days, ...quarters])
    addInto(sums[Number(row.range_index)]!, toStatusTotal(row), Number(row.sign))
  leftOver.forEach((totals, index) => totals.flat().forEach((total) => addInto(sums[index]!, total)))
  // A status whose bookings were all taken away again is not there, as in the full computation.
  return sums.map((sum) => [...sum.values()].filter((total) => total.bookings !== 0))
}
