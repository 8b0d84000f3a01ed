import { BookingEventKind, type BookingEvent } from '../../../shared/booking-admin.schema.ts'
import { BookingStatus } from '../../../shared/booking-status.ts'
import type { Db } from '../../db/database.ts'
import type { NewBookingEventRow } from '../../db/schema.ts'

/** One entry in a booking's history (created, status change, edit, archive, e-mail); Recent Activity reads these. */
export async function insertBookingEvent(db: Db, event: NewBookingEventRow): Promise<void> {
  await db.insertInto('booking_events').values(event).execute()
}

const statusOrNull = (status: string | null) => BookingStatus.safeParse(status).data ?? null

/** A booking's history, newest first; events of one instant in the order they were written. */
export async function listBookingEvents(db: Db, bookingId: number): Promise<BookingEvent[]> {
  const rows = await db
    .selectFrom('booking_events')
    .selectAll()
    .where('booking_id', '=', bookingId)
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .execute()
  return rows.flatMap((row) => {
    const kind = BookingEventKind.safeParse(row.kind)
    // Only this server writes events; a kind it does not know is left out rather than failing the dialog.
    if (!kind.success) return []
    return [
      {
        id: row.id,
        at: new Date(row.at).toISOString(),
        kind: kind.data,
        fromStatus: statusOrNull(row.from_status),
        toStatus: statusOrNull(row.to_status),
        notes: row.notes,
      },
    ]
  })
}
