import { sql, type Transaction } from 'kysely'

import { databaseKind } from '../../db/database.ts'
import type { Database, NewCustomerRow } from '../../db/schema.ts'
import { preparedStatement } from '../../db/prepared-statement.ts'
import {
  type CustomerContact,
  customerIdByEmail,
  customerRow,
  newCustomerInsert,
  publicBookingCustomer,
} from '../customers/index.ts'
import { lockWindow, windowLock, type WindowOccurrence } from '../pickup/index.ts'
import {
  countRateLimitHit,
  type RateLimitCheck,
  type RateLimitCount,
  rateLimitHit,
  type RateLimitHitValues,
  rateLimitHitValues,
} from '../rate-limits/index.ts'

export interface FirstWrites {
  /** The client's rate-limit row after this booking's hit; absent when no limit is counted. */
  hits?: RateLimitCount
  /** Places taken in the booking's window before it (0 without a window). */
  taken: number
  customerId: number
  /**
   * PostgreSQL: the id drawn for the booking, so that its e-mail can be composed before it is written; absent when
   * the booking is beyond its limit or its window is full.
   */
  bookingId?: number
}

interface Wanted {
  limit: RateLimitCheck | undefined
  window: WindowOccurrence | null
  contact: CustomerContact
  now: number
}

/**
 * A new booking's writes before its own row: the hit on its client's rate limit, the lock on its pickup window
 * (answering the places taken there) and its customer (created when the e-mail is new; a known one is read, never
 * rewritten: publicBookingCustomer). None needs another's answer, and a round trip to PostgreSQL costs more than
 * any of them, so there they go as one statement: three data-modifying CTEs, which the main select reads in the
 * order the locks have always been taken (the rate-limit row, the window, the customer: pickup-capacity.ts). The
 * same statement draws the booking's id from its sequence when the limit and the window allow the booking, so
 * that a refusal leaves no gap in the order numbers. SQLite, in the same process, runs the three one after
 * another, and numbers the booking when it is inserted. The caller decides what the answers allow: every write is
 * undone with the booking's transaction (or savepoint) when it is refused.
 */
export async function writeBeforeBooking(
  trx: Transaction<Database>,
  { limit, window, contact, now }: Wanted,
): Promise<FirstWrites> {
  if (databaseKind(trx) !== 'postgres') {
    const hits = limit && (await countRateLimitHit(trx, limit.key, limit.rule, now))
    const taken = window ? await lockWindow(trx, { slot_start: window.start, capacity: window.capacity }) : 0
    return { hits, taken, customerId: await publicBookingCustomer(trx, contact, now) }
  }
  const [row] = await runFirstWrites(trx, {
    hit: limit && { ...rateLimitHitValues(limit.key, limit.rule, now), limit: limit.rule.limit },
    slot: window ? { slot_start: window.start, capacity: window.capacity } : undefined,
    customer: customerRow(contact, now),
  })
  return {
    hits:
      row!.hits === null || row!.reset_at === null ? undefined : { hits: row!.hits, reset_at: row!.reset_at },
    taken: Number(row!.taken ?? 0),
    // None only when a booking in another transaction made the same new customer while this statement ran: it
    // waited for that one to commit, and could not see its row (its snapshot was older). The next statement can.
    customerId: row!.customer_id ?? (await publicBookingCustomer(trx, contact, now)),
    bookingId: row!.booking_id ?? undefined,
  }
}

interface FirstWritesValues {
  /** The hit to count, and the most hits allowed. */
  hit: (RateLimitHitValues & { limit: number }) | undefined
  /** The window to lock, and the places it holds. */
  slot: { slot_start: number; capacity: number } | undefined
  customer: NewCustomerRow
}

/** PostgreSQL's first statement of a booking, built once (prepared-statement.ts). */
const runFirstWrites = preparedStatement(
  (db, { hit, slot, customer }: FirstWritesValues) =>
    sql<{
      hits: number | null
      reset_at: number | null
      taken: number | null
      customer_id: number | null
      booking_id: number | null
    }>`
    with ${sql.join([
      ...(hit ? [sql`hit as (${rateLimitHit(db, hit)})`] : []),
      ...(slot ? [sql`slot as (${windowLock(db, slot)})`] : []),
      sql`customer as (${newCustomerInsert(db, customer)})`,
    ])}
    select
      ${hit ? sql`(select hits from hit)` : sql`null::int`} as hits,
      ${hit ? sql`(select reset_at from hit)` : sql`null::bigint`} as reset_at,
      ${slot ? sql`(select taken from slot)` : sql`null::int`} as taken,
      coalesce(
        (select id from customer),
        (${customerIdByEmail(db, customer)})
      ) as customer_id,
      case when ${sql.join(
        [
          hit ? sql`(select hits from hit) <= ${hit.limit}` : sql`true`,
          slot ? sql`(select taken from slot) < ${slot.capacity}` : sql`true`,
        ],
        sql` and `,
      )}
        then nextval(pg_get_serial_sequence('bookings', 'id'))::int
      end as booking_id`,
)
