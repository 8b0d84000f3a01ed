import type { Transaction } from 'kysely'

import {
  PICKUP_TIME_REQUIRED,
  SLOT_FULL_MESSAGE,
  type PickupSettings,
} from '../../../shared/pickup.schema.ts'
import type { BookingRow, Database } from '../../db/schema.ts'
import { badRequest, HttpError } from '../../http-errors.ts'
import { overCapacity, recordAttention } from '../attention/index.ts'
import { loadPickupSettings } from './pickup-settings.repository.ts'
import { formatWindow } from './pickup-window-text.ts'
import { noWindowFor, passedFor, windowFullForOwner, type StopKind } from './owner-refusals.ts'
import { NO_SUCH_WINDOW, whyUnbookable, windowStartingAt, type WindowOccurrence } from './pickup-slots.ts'
import { lockWindow, lockWindows } from './window-locks.ts'

export const slotFull = () => new HttpError(409, 'SLOT_FULL', SLOT_FULL_MESSAGE)
export const slotUnavailable = (why: string) => new HttpError(409, 'SLOT_UNAVAILABLE', why)

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
  if (!window) return placeIn(null, 0)
  const entering = { slot_start: window.start, capacity: window.capacity }
  return placeIn(window, await lockWindows(trx, entering, leaving))
}

export interface MovedPickup {
  window: WindowOccurrence
  /** Places taken in the new window with the moved booking. */
  taken: number
}

/** Holds a locked window's places to `capacity` (null: none) for the rest of the transaction. */
async function holdTo(trx: Transaction<Database>, slotStart: number, capacity: number | null) {
  await trx.updateTable('pickup_slot_locks').set({ capacity }).where('slot_start', '=', slotStart).execute()
}

/** The owner's place taking, for `bookingId`: whether they confirmed a full window, and what it is written with. */
interface OwnersPlace {
  allowOverCapacity: boolean
  kind?: StopKind
  bookingId: number
  now: number
  timeZone: string
  leaving?: number | null
}

/**
 * The owner takes a place in `window` (locked with the one the booking leaves): refused with the owner's sentence
 * when the window is full, unless they allow it; the row is then held to the window's capacity, or to none when
 * they do, so the database refuses the place beyond it either way when the booking's write counts it. A window
 * taken beyond its capacity goes on the owner's "Needs attention" list (issue 41) in the same transaction.
 */
async function takeOwnersPlace(
  trx: Transaction<Database>,
  window: Pick<WindowOccurrence, 'start' | 'end' | 'capacity'>,
  { allowOverCapacity, bookingId, now, timeZone, leaving, kind }: OwnersPlace,
): Promise<number> {
  const taken = await lockWindows(trx, { slot_start: window.start }, leaving)
  if (!allowOverCapacity && taken >= window.capacity) throw windowFullForOwner(taken, window.capacity, kind)
  await holdTo(trx, window.start, allowOverCapacity ? null : window.capacity)
  if (taken >= window.capacity) {
    const text = formatWindow(window.start, window.end, timeZone)
    const full = { start: window.start, text, taken: taken + 1, capacity: window.capacity }
    await recordAttention(trx, overCapacity(full, bookingId, now))
  }
  return taken
}

/**
 * For the owner moving a booking: any window the weekly rules have, a closed one too (the owner knows best), and
 * a full one only when they confirm it (`allowOverCapacity`); a window that does not exist or has passed is
 * refused.
 */
export async function placeForMove(
  trx: Transaction<Database>,
  booking: Pick<BookingRow, 'id' | 'pickup_start' | 'status'>,
  slotStart: string,
  {
    timeZone,
    now,
    allowOverCapacity,
    kind = 'pickup',
  }: { timeZone: string; now: number; allowOverCapacity: boolean; kind?: StopKind },
): Promise<MovedPickup> {
  const rules = await loadPickupSettings(trx)
  const window = windowStartingAt(rules, Date.parse(slotStart), timeZone)
  if (!window) throw slotUnavailable(noWindowFor(kind))
  if (window.start <= now) throw slotUnavailable(passedFor(kind))
  // A cancelled booking takes no place, nor one moved within the window it holds (to correct a note, say).
  if (booking.status === 'cancelled' || booking.pickup_start === window.start) {
    const taken = await lockWindows(trx, { slot_start: window.start }, booking.pickup_start)
    return { window, taken }
  }
  const taken = await takeOwnersPlace(trx, window, {
    allowOverCapacity,
    kind,
    bookingId: booking.id,
    now,
    timeZone,
    leaving: booking.pickup_start,
  })
  return { window, taken: taken + 1 }
}

/**
 * For the owner's change of a booking's status to `status`: a cancelled booking brought back (to any status but
 * cancelled) takes its places in its windows again, its pickup's and its return's (the earlier first), each refused
 * when the window has filled meanwhile unless the owner confirms it; any other change takes none. A window the
 * weekly rules no longer have is held to the capacity it was last booked with.
 */
export async function placeForStatus(
  trx: Transaction<Database>,
  booking: Pick<BookingRow, 'id' | 'pickup_start' | 'return_start' | 'status'>,
  status: BookingRow['status'],
  { timeZone, now, allowOverCapacity }: { timeZone: string; now: number; allowOverCapacity: boolean },
): Promise<void> {
  const restored = booking.status === 'cancelled' && status !== 'cancelled'
  const starts = [booking.pickup_start, booking.return_start].filter((start) => start !== null)
  if (!restored || starts.length === 0) return
  const rules = await loadPickupSettings(trx)
  for (const start of [...new Set(starts)].sort((a, b) => a - b)) {
    const window = windowStartingAt(rules, start, timeZone)
    if (window)
      await takeOwnersPlace(trx, window, { allowOverCapacity, bookingId: booking.id, now, timeZone })
    else await lockWindow(trx, { slot_start: start, ...(allowOverCapacity ? { capacity: null } : {}) })
  }
}
