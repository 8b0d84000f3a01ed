import type { ActivityItem } from '../../../shared/stats.schema.ts'
import { UNMEASURED_KNIVES_SQL } from '../../db/booking-rules-sql.ts'
import type { Db } from '../../db/database.ts'
import { toBookingEvent } from '../booking-records/index.ts'
import type { InstantRange } from './counter-ranges.ts'
import type { StatusTotal } from './stats-figures.ts'

export type { InstantRange } from './counter-ranges.ts'

/**
 * Bookings, their prices, knives and add-ons by status, over every booking or those made within a range
 * (bookings_created_idx): one pass for the figures and the services alike. A pickup booking whose sizes are not
 * measured yet (all four counts 0) counts the knives its customer gave, under notYetMeasured. pg answers count
 * and sum of integers as bigint, which the pool parses as numbers.
 */
export function statusTotalsQuery(db: Db, range?: InstantRange) {
  const query = db
    .selectFrom('bookings')
    .select((eb) => [
      'status',
      eb.fn.countAll<number>().as('bookings'),
      eb.fn.sum<number>('estimated_price_cents').as('price_cents'),
      eb.fn.sum<number>('blades_over_9_inches').as('over_9'),
      eb.fn.sum<number>('blades_7_to_9_inches').as('from_7_to_9'),
      eb.fn.sum<number>('blades_4_to_6_inches').as('from_4_to_6'),
      eb.fn.sum<number>('blades_under_4_inches').as('under_4'),
      eb.fn.sum<number>(UNMEASURED_KNIVES_SQL).as('not_yet_measured'),
      eb.fn.sum<number>('nick_repair_quantity').as('nick_repair'),
      eb.fn.sum<number>('strapping_quantity').as('strapping'),
    ])
    .groupBy('status')
  return range ? query.where('created_at', '>=', range.from).where('created_at', '<', range.to) : query
}

/** A row of per-status sums, as statusTotalsQuery and the counter tables (migration 0014) both name them. */
export interface StatusTotalRow {
  status: string
  bookings: number | string
  price_cents: number | string | null
  over_9: number | string | null
  from_7_to_9: number | string | null
  from_4_to_6: number | string | null
  under_4: number | string | null
  not_yet_measured: number | string | null
  nick_repair: number | string | null
  strapping: number | string | null
}

export function toStatusTotal(row: StatusTotalRow): StatusTotal {
  return {
    status: row.status,
    bookings: Number(row.bookings),
    priceCents: Number(row.price_cents),
    services: {
      bladesOver9Inches: Number(row.over_9),
      blades7To9Inches: Number(row.from_7_to_9),
      blades4To6Inches: Number(row.from_4_to_6),
      bladesUnder4Inches: Number(row.under_4),
      notYetMeasured: Number(row.not_yet_measured),
      nickRepair: Number(row.nick_repair),
      strapping: Number(row.strapping),
    },
  }
}

/** Computed from the bookings themselves: what the counters must always equal. */
export async function totalsByStatus(db: Db, range?: InstantRange): Promise<StatusTotal[]> {
  const rows = await statusTotalsQuery(db, range).execute()
  return rows.map(toStatusTotal)
}

/** The latest booking events with their order's customer, newest first; events of one instant by id. */
export function recentActivityQuery(db: Db, limit: number) {
  return db
    .selectFrom('booking_events')
    .innerJoin('bookings', 'bookings.id', 'booking_events.booking_id')
    .selectAll('booking_events')
    .select('bookings.customer_name')
    .orderBy('booking_events.at', 'desc')
    .orderBy('booking_events.id', 'desc')
    .limit(limit)
}

export async function recentActivity(db: Db, limit: number): Promise<ActivityItem[]> {
  const rows = await recentActivityQuery(db, limit).execute()
  return rows.flatMap((row) => {
    const event = toBookingEvent(row)
    // Not `{ ...event, … }`: see toBooking.
    return event ? [Object.assign(event, { bookingId: row.booking_id, customerName: row.customer_name })] : []
  })
}
