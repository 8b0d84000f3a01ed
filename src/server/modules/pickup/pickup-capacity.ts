import type { Transaction } from 'kysely'

import {
  PICKUP_TIME_REQUIRED,
  SLOT_FULL_MESSAGE,
  type PickupSettings,
} from '../../../shared/pickup.schema.ts'
import { databaseKind, type Db } from '../../db/database.ts'
import type { Database } from '../../db/schema.ts'
import { badRequest, HttpError } from '../../http-errors.ts'
import { loadPickupSettings } from './pickup-settings.repository.ts'
import { NO_SUCH_WINDOW, whyUnbookable, windowStartingAt, type WindowOccurrence } from './pickup-slots.ts'

export const slotFull = () => new HttpError(409, 'SLOT_FULL', SLOT_FULL_MESSAGE)
export const slotUnavailable = (why: string) => new HttpError(409, 'SLOT_UNAVAILABLE', why)

/** Bookings holding a place in each window starting in [from, to): every one not cancelled. */
export async function countTakenBySlot(db: Db, from: number, to: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('bookings')
    .select(['pickup_start', (eb) => eb.fn.countAll<number>().as('taken')])
    .where('pickup_start', '>=', from)
    .where('pickup_start', '<', to)
    .where('status', '!=', 'cancelled')
    .groupBy('pickup_start')
    .execute()
  return new Map(rows.map((row) => [Number(row.pickup_start), Number(row.taken)]))
}

/**
 * Holds the window's lock row until the transaction ends. On PostgreSQL a second booking for the same window
 * waits here until the first commits, then counts it; SQLite runs one writing transaction at a time (and the
 * group commit runs its pieces one after another on one connection), so there the count is already exact.
 * Every booking with a time takes this lock before touching its customer, so the locks are always taken in the
 * same order and cannot deadlock.
 */
async function lockWindow(trx: Transaction<Database>, start: number): Promise<void> {
  // On PostgreSQL the conflict's no-op update locks the existing row, as a select for update would, in the same
  // round trip as the insert.
  const postgres = databaseKind(trx) === 'postgres'
  await trx
    .insertInto('pickup_slot_locks')
    .values({ slot_start: start })
    .onConflict((conflict) =>
      postgres
        ? conflict.column('slot_start').doUpdateSet({ slot_start: (eb) => eb.ref('excluded.slot_start') })
        : conflict.column('slot_start').doNothing(),
    )
    .execute()
}

/** Places taken in a window, leaving out one booking (the one being moved). */
async function countTaken(trx: Db, start: number, exceptBookingId?: number): Promise<number> {
  let query = trx
    .selectFrom('bookings')
    .select((eb) => eb.fn.countAll<number>().as('taken'))
    .where('pickup_start', '=', start)
    .where('status', '!=', 'cancelled')
  if (exceptBookingId !== undefined) query = query.where('id', '!=', exceptBookingId)
  const row = await query.executeTakeFirstOrThrow()
  return Number(row.taken)
}

export interface PickupColumns {
  pickup_start: number | null
  pickup_end: number | null
}

/**
 * For a new booking: checks the chosen window and takes a place in it, in the booking's transaction, so the
 * window never holds more than its capacity. With no windows defined no time is asked and none is stored. The
 * rules are read in the transaction unless the caller has read them there already.
 */
export async function takePickupPlace(
  trx: Transaction<Database>,
  slotStart: string | null | undefined,
  { timeZone, now }: { timeZone: string; now: number },
  rules?: PickupSettings,
): Promise<PickupColumns> {
  rules ??= await loadPickupSettings(trx)
  if (rules.windows.length === 0) {
    if (slotStart) throw slotUnavailable(NO_SUCH_WINDOW)
    return { pickup_start: null, pickup_end: null }
  }
  if (!slotStart) {
    throw badRequest(PICKUP_TIME_REQUIRED, [{ path: 'pickupSlotStart', message: PICKUP_TIME_REQUIRED }])
  }
  const window = windowStartingAt(rules, Date.parse(slotStart), timeZone)
  if (!window) throw slotUnavailable(NO_SUCH_WINDOW)
  const why = whyUnbookable(rules, window, now, timeZone)
  if (why) throw slotUnavailable(why)
  await lockWindow(trx, window.start)
  if ((await countTaken(trx, window.start)) >= window.capacity) throw slotFull()
  return { pickup_start: window.start, pickup_end: window.end }
}

export interface MovedPickup {
  window: WindowOccurrence
  /** Places taken in the new window with the moved booking. */
  taken: number
}

/**
 * For the owner moving a booking: any window the weekly rules have, even a full or closed one (the owner knows
 * best); only a window that does not exist or has passed is refused.
 */
export async function placeForMove(
  trx: Transaction<Database>,
  bookingId: number,
  slotStart: string,
  { timeZone, now }: { timeZone: string; now: number },
): Promise<MovedPickup> {
  const rules = await loadPickupSettings(trx)
  const window = windowStartingAt(rules, Date.parse(slotStart), timeZone)
  if (!window) throw slotUnavailable(NO_SUCH_WINDOW)
  if (window.start <= now)
    throw slotUnavailable('That pickup time has already passed. Please choose another.')
  await lockWindow(trx, window.start)
  return { window, taken: (await countTaken(trx, window.start, bookingId)) + 1 }
}
