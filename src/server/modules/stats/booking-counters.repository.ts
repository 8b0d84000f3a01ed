import { CompiledQuery } from 'kysely'

import { databaseKind, type DatabaseKind, type Db } from '../../db/database.ts'
import { splitIntoCounters, type CounterPieces, type InstantRange } from './counter-ranges.ts'
import { NO_SERVICES, type StatusTotal } from './stats-figures.ts'
import { toStatusTotal, totalsByStatus, type StatusTotalRow } from './stats.repository.ts'

/**
 * The Reports totals read from the counters the database keeps beside the bookings (migrations 0014, 0017): a few
 * hundred rows whatever the number of bookings, and always equal to the totals computed from the bookings
 * themselves (booking-counters.test.ts checks it after random writes on both databases).
 */

/**
 * A family of counter tables: which of a range's pieces (counter-ranges.ts) each table answers, the column its
 * rows are kept per besides bucket_start, and the columns they add up.
 */
export interface CounterFamily {
  tables: Record<string, keyof Omit<CounterPieces, 'bookings'>>
  key: string
  summed: readonly string[]
}

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

/** The bookings' counters (migrations 0014, 0017), per status. */
export const BOOKING_COUNTERS: CounterFamily = {
  tables: { booking_stats_days: 'days', booking_stats_quarters: 'quarters' },
  key: 'status',
  summed: SUMMED,
}

/** Per status over every booking: one counter row per status (migration 0017). */
export async function countedTotals(db: Db): Promise<StatusTotal[]> {
  const rows = await db
    .selectFrom('booking_stats_all_time')
    .select(['status', ...SUMMED])
    .execute()
  return rows.map(toStatusTotal)
}

/**
 * Per range and key, the signed sums of the counters inside each range's pieces, in one statement: every
 * piece is a row of a VALUES list joined to its counter table through the primary key (bucket_start, key),
 * so the planner sees two joins however many ranges a Reports visit asks for (one arm per piece had PostgreSQL
 * spend 13 ms planning forty-odd arms). Written out by hand: Kysely's builder has no VALUES list as a table.
 */
export function counterSumsQuery(
  kind: DatabaseKind,
  groups: CounterPieces[],
  family: CounterFamily = BOOKING_COUNTERS,
) {
  const parameters: number[] = []
  const parameter = (value: number) => {
    parameters.push(value)
    return `cast(${kind === 'postgres' ? `$${parameters.length}` : '?'} as bigint)`
  }
  const tables = Object.entries(family.tables).flatMap(([table, width]) => {
    const rows = groups.flatMap((pieces, index) =>
      pieces[width].map(
        (piece) =>
          `(${parameter(index)}, ${parameter(piece.sign)}, ${parameter(piece.from)}, ${parameter(piece.to)})`,
      ),
    )
    return rows.length === 0 ? [] : [{ table, pieces: `${table}_pieces`, rows }]
  })
  if (tables.length === 0) return undefined
  const lists = tables.map(
    ({ pieces, rows }) =>
      `${pieces} (range_index, sign, range_from, range_to) as (values ${rows.join(', ')})`,
  )
  // CROSS JOIN keeps the short list outside on SQLite, each piece then a range of the counters' key.
  const joins = tables.map(
    ({ table, pieces }) =>
      `select piece.range_index, piece.sign, counter.* from ${pieces} as piece cross join ${table} as counter
        where counter.bucket_start >= piece.range_from and counter.bucket_start < piece.range_to`,
  )
  const sums = family.summed.map((name) => `sum(sign * ${name}) as ${name}`).join(', ')
  return CompiledQuery.raw(
    `with ${lists.join(', ')} select range_index, ${family.key}, ${sums} from (${joins.join(' union all ')}) as counted
      group by range_index, ${family.key}`,
    parameters,
  )
}

/** The counter sums of each group of pieces, one row per range and key, in one statement (none without pieces). */
export async function counterSums<Row>(db: Db, groups: CounterPieces[], family: CounterFamily) {
  const query = counterSumsQuery(databaseKind(db), groups, family)
  return query ? (await db.executeQuery<Row & { range_index: number | string }>(query)).rows : []
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

/** Per status, for each range: the bookings made in it, from the counters (one statement for all the ranges). */
export async function countedTotalsIn(db: Db, ranges: InstantRange[]): Promise<StatusTotal[][]> {
  const pieces = ranges.map(splitIntoCounters)
  const [counted, ...leftOver] = await Promise.all([
    counterSums<StatusTotalRow>(db, pieces, BOOKING_COUNTERS),
    ...pieces.map((piece) => Promise.all(piece.bookings.map((range) => totalsByStatus(db, range)))),
  ])
  const sums = pieces.map(() => new Map<string, StatusTotal>())
  for (const row of counted) addInto(sums[Number(row.range_index)]!, toStatusTotal(row))
  leftOver.forEach((totals, index) => totals.flat().forEach((total) => addInto(sums[index]!, total)))
  // A status whose bookings were all taken away again is not there, as in the full computation.
  return sums.map((sum) => [...sum.values()].filter((total) => total.bookings !== 0))
}
