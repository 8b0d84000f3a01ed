import type { Transaction } from 'kysely'

import { isRowId } from '../../../shared/row-id.ts'
import type { BookingRow, Database } from '../../db/schema.ts'
import { notFound } from '../../http-errors.ts'
import { lockBooking } from './booking-lock.ts'

export const bookingNotFound = () => notFound('Booking not found')

/** The id from the path, when a booking could have it; a 404 like any unknown id otherwise. */
export function storableBookingId(id: number): number {
  if (!isRowId(id)) throw bookingNotFound()
  return id
}

/** The booking a change is about, locked for that change (booking-lock.ts); a 404 when there is none. */
export async function lockExistingBooking(trx: Transaction<Database>, id: number): Promise<BookingRow> {
  const current = await lockBooking(trx, id)
  if (!current) throw bookingNotFound()
  return current
}
