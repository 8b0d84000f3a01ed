import type { Transaction } from 'kysely'

import {
  PICKUP_TIME_REQUIRED,
  SLOT_FULL_MESSAGE,
  type PickupSettings,
} from '../../../shared/pickup.schema.ts'
import type { Db } from '../../db/database.ts'
import { preparedStatement } from '../../db/prepared-statement.ts'
import type { BookingRow, Database } from '../../db/schema.ts'
import { badRequest, HttpError } from '../../http-errors.ts'
import { loadPickupSettings } from './pickup-settings.repository.ts'
import { NO_SUCH_WINDOW, whyUnbookable, windowStartingAt, type WindowOccurrence } from './pickup-slots.ts'

export const slotFull = () => new HttpError(409, 'SLOT_FULL', SLOT_FULL_MESSAGE)
export const slotUnavailable = (why: string) => new HttpError(409, 'SLOT_UNAVAILABLE', why)

/** Bookings holding a place in each window starting in [from, to): every one not cancelled (migration 0022). */
export async function countTakenBySlot(db: Db, from: number, to: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('pickup_slot_locks')
    .select(['slot_start', 'taken'])
    .where('slot_start', '>=', from)
    .where('slot_start', '<', to)
    .where('taken', '>', 0)
    .execute()
  return new Map(rows.map((row) => [Number(row.slot_start), Number(row.taken)]))
}

/**
 * Holds the window's row until the transaction ends, and answers the places taken in it (kept by triggers on the
 * bookings: migration 0022). On PostgreSQL a second booking for the same window waits here until the first
 * commits, and the conflict's no-op update then returns the row as the first left it, whatever the statement's
 * snapshot; SQLite runs one writing transaction at a time (and the group commit runs its pieces one after
 * another on one connection), so there the count is exact anyway. Every booking with a time takes this lock
 * before touching its customer, so the locks are always taken in the same order and cannot deadlock.
 */
export async function lockWindow(trx: Transaction<Database>, start: number): Promise<number> {
  const [lock] = await runWindowLock(trx, { slot_start: start })
  return Number(lock!.taken)
}

/** lockWindow's statement: a new booking runs it inside its first statement on PostgreSQL. */
export const windowLock = (db: Db, lock: { slot_start: number }) =>
  db
    .insertInto('pickup_slot_locks')
    .values(lock)
    .onConflict((conflict) =>
      conflict.column('slot_start').doUpdateSet({ slot_start: (eb) => eb.ref('excluded.slot_start') }),
    )
    .returning('taken')

/** Built once (prepared-statement.ts): every booking with a pickup time takes the lock. */
const runWindowLock = preparedStatement(windowLock)

/**
 * Locks the window a booking enters, answering its places taken, and the one it leaves, if any, the earlier start
 * first. The booking's update then gives back its place in the old window (the trigger of migration 0022) on a row
 * this transaction holds already, so two moves crossing each other's windows wait for each other instead of
 * deadlocking.
 */
async function lockWindows(trx: Transaction<Database>, entering: number, leaving?: number | null) {
  if (leaving === undefined || leaving === null || leaving === entering) return lockWindow(trx, entering)
  if (leaving < entering) await lockWindow(trx, leaving)
  const taken = await lockWindow(trx, entering)
  if (leaving > entering) await lockWindow(trx, leaving)
  return taken
}

export interface PickupColumns {
  pickup_start: number | null
  pickup_end: number | null
}

/**
 * The window a new booking (or a customer's move) asks for, checked against the rules: null when the business has
 * no windows (no time is asked then); refused when the time is missing, is no window's start, or cannot be booked
 * (passed, too soon, too far ahead, closed).
 */
export function chosenWindow(
  slotStart: string | null | undefined,
  { timeZone, now }: { timeZone: string; now: number },
  rules: PickupSettings,
): WindowOccurrence | null {
  if (rules.windows.length === 0) {
    if (slotStart) throw slotUnavailable(NO_SUCH_WINDOW)
    return null
  }
  if (!slotStart) {
    throw badRequest(PICKUP_TIME_REQUIRED, [{ path: 'pickupSlotStart', message: PICKUP_TIME_REQUIRED }])
  }
  const window = windowStartingAt(rules, Date.parse(slotStart), timeZone)
  if (!window) throw slotUnavailable(NO_SUCH_WINDOW)
  const why = whyUnbookable(rules, window, now, timeZone)
  if (why) throw slotUnavailable(why)
  return window
}

/** The booking's pickup columns in `window`, locked with `taken` places taken; refused when it is full. */
export function placeIn(window: WindowOccurrence | null, taken: number): PickupColumns {
  if (!window) return { pickup_start: null, pickup_end: null }
  if (taken >= window.capacity) throw slotFull()
  return { pickup_start: window.start, pickup_end: window.end }
}

/**
 * For a new booking, or a customer's move of theirs (`leaving` its window): checks the chosen window and takes a
 * place in it, in the booking's transaction, so the window never holds more than its capacity. With no windows
 * defined no time is asked and none is stored. The rules are read in the transaction unless the caller has read
 * them there already.
 */
export async function takePickupPlace(
  trx: Transaction<Database>,
  slotStart: string | null | undefined,
  { timeZone, now, leaving }: { timeZone: string; now: number; leaving?: number | null },
  rules?: PickupSettings,
): Promise<PickupColumns> {
  rules ??= await loadPickupSettings(trx)
  const window = chosenWindow(slotStart, { timeZone, now }, rules)
  return placeIn(window, window ? await lockWindows(trx, window.start, leaving) : 0)
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
  booking: Pick<BookingRow, 'pickup_start' | 'status'>,
  slotStart: string,
  { timeZone, now }: { timeZone: string; now: number },
): Promise<MovedPickup> {
  const rules = await loadPickupSettings(trx)
  const window = windowStartingAt(rules, Date.parse(slotStart), timeZone)
  if (!window) throw slotUnavailable(NO_SUCH_WINDOW)
  if (window.start <= now)
    throw slotUnavailable('That pickup time has already passed. Please choose another.')
  const taken = await lockWindows(trx, window.start, booking.pickup_start)
  // The booking may hold a place there already (moved to the window it has, say, to correct a note).
  const holdsOne = booking.pickup_start === window.start && booking.status !== 'cancelled'
  return { window, taken: taken - (holdsOne ? 1 : 0) + 1 }
}
