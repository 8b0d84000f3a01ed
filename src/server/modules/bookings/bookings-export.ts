import type { BookingFilters } from '../../../shared/booking-admin.schema.ts'
import type { Db } from '../../db/database.ts'
import { bookingCsvHeader, bookingCsvRow, CSV_BOM } from './bookings-csv.ts'
import { filteredBookings } from './bookings-list.repository.ts'
import { toBooking } from '../booking-records/index.ts'

/** Rows read at a time: memory stays flat however many orders match, and other requests run in between. */
const EXPORT_CHUNK = 500

/** The chunk of the export after the order `lastId`: the orders matching the filters, along the ids. */
export const exportChunkQuery = (db: Db, filters: BookingFilters, lastId: number, chunkSize = EXPORT_CHUNK) =>
  filteredBookings(db, filters, 'by id').selectAll().where('id', '>', lastId).orderBy('id').limit(chunkSize)

/**
 * The CSV of every order matching the list's filters, in order-number order, produced a chunk at a time. Each
 * chunk continues after the last id read (not at an offset), so the export costs the same at any size and an
 * order booked meanwhile neither shifts nor repeats a row.
 */
export async function* exportBookingsCsv(
  db: Db,
  filters: BookingFilters,
  timeZone: string,
  chunkSize = EXPORT_CHUNK,
) {
  yield CSV_BOM + bookingCsvHeader(timeZone)
  let lastId = 0
  for (;;) {
    const rows = await exportChunkQuery(db, filters, lastId, chunkSize).execute()
    if (rows.length === 0) return
    yield rows.map((row) => bookingCsvRow(toBooking(row), timeZone)).join('')
    lastId = rows[rows.length - 1]!.id
    if (rows.length < chunkSize) return
  }
}

/** "orders-2025-01-05.csv", dated in the business's time zone. */
export function exportFileName(now: Date, timeZone: string): string {
  return `orders-${now.toLocaleDateString('en-CA', { timeZone })}.csv`
}
