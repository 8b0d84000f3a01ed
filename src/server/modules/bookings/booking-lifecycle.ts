import type { Transaction } from 'kysely'

import { ARCHIVABLE_STATUSES, type BookingStatus } from '../../../shared/booking-status.ts'
import type { Booking } from '../../../shared/booking.schema.ts'
import type { Database } from '../../db/schema.ts'
import { conflict } from '../../http-errors.ts'
import { placeForStatus, withdrawOutdatedReminder } from '../pickup/index.ts'
import {
  insertBookingEvent,
  insertBookingNote,
  lockExistingBooking,
  toBooking,
} from '../booking-records/index.ts'

export const NOT_ARCHIVABLE = 'Only completed, cancelled or paid orders can be archived'

export interface StatusChange {
  status: BookingStatus
  notes: string | null
  /** The owner confirmed that a cancelled order brought back may take a place beyond its window's capacity. */
  allowOverCapacity: boolean
}

/**
 * Any status to any other, as the spec allows; each change is a `status` event with the admin's note. A cancelled
 * order brought back takes its pickup place again (409 SLOT_FULL when its window filled meanwhile, unless the
 * owner confirms it).
 */
export async function changeBookingStatus(
  trx: Transaction<Database>,
  id: number,
  change: StatusChange,
  { now, timeZone }: { now: number; timeZone: string },
): Promise<Booking> {
  const current = await lockExistingBooking(trx, id)
  await placeForStatus(trx, current, change.status, {
    timeZone,
    now,
    allowOverCapacity: change.allowOverCapacity,
  })
  const row = await trx
    .updateTable('bookings')
    .set({ status: change.status, updated_at: now })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow()
  await withdrawOutdatedReminder(trx, current, row)
  // Recorded even when the status stays the same: the admin's note, or a second click, is history too.
  await insertBookingEvent(trx, {
    booking_id: id,
    at: now,
    kind: 'status',
    from_status: current.status,
    to_status: change.status,
    notes: change.notes,
  })
  return toBooking(row)
}

/** Files a finished order away (completed, cancelled or paid; 409 otherwise). Archiving it again changes nothing. */
export async function archiveBooking(trx: Transaction<Database>, id: number, now: number): Promise<Booking> {
  const current = await lockExistingBooking(trx, id)
  if (current.archived === 1) return toBooking(current)
  if (!(ARCHIVABLE_STATUSES as readonly string[]).includes(current.status)) throw conflict(NOT_ARCHIVABLE)
  return setArchived(trx, id, true, now)
}

/** Brings an archived order back to All Orders, whatever its status. Restoring one that is not archived changes nothing. */
export async function unarchiveBooking(
  trx: Transaction<Database>,
  id: number,
  now: number,
): Promise<Booking> {
  const current = await lockExistingBooking(trx, id)
  if (current.archived === 0) return toBooking(current)
  return setArchived(trx, id, false, now)
}

async function setArchived(trx: Transaction<Database>, id: number, archived: boolean, now: number) {
  const row = await trx
    .updateTable('bookings')
    .set({ archived: archived ? 1 : 0, updated_at: now })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow()
  await insertBookingNote(trx, {
    booking_id: id,
    at: now,
    kind: archived ? 'archived' : 'unarchived',
    notes: null,
  })
  return toBooking(row)
}
