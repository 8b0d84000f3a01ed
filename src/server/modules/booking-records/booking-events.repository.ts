import type { Selectable } from 'kysely'

import { BookingEventKind, type BookingEvent } from '../../../shared/booking-admin.schema.ts'
import { BookingStatus } from '../../../shared/booking-status.ts'
import type { Db } from '../../db/database.ts'
import { preparedStatement } from '../../db/prepared-statement.ts'
import type { BookingEventsTable, NewBookingEventRow } from '../../db/schema.ts'

type BookingEventRow = Selectable<BookingEventsTable>

/** Built once (prepared-statement.ts): every booking and every change of one writes an entry. */
const runInsertBookingEvent = preparedStatement((db, event: NewBookingEventRow) =>
  db.insertInto('booking_events').values(event),
)

/** One entry in a booking's history (created, status change, edit, archive, e-mail); Recent Activity reads these. */
export async function insertBookingEvent(db: Db, event: NewBookingEventRow): Promise<void> {
  await runInsertBookingEvent(db, event)
}

/** Several entries in one statement (the mail sender's batch of sent messages). */
export async function insertBookingEvents(db: Db, events: readonly NewBookingEventRow[]): Promise<void> {
  if (events.length > 0) await db.insertInto('booking_events').values(events).execute()
}

/** An entry that is not a status change (an edit, an archive, a message), with what it says. */
export async function insertBookingNote(
  db: Db,
  event: Pick<NewBookingEventRow, 'booking_id' | 'at' | 'kind' | 'notes'>,
): Promise<void> {
  await insertBookingEvent(db, { ...event, from_status: null, to_status: null })
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
  return rows.flatMap((row) => toBookingEvent(row) ?? [])
}

/**
 * A stored event as the API returns it. Only this server writes events; one of a kind it does not know is
 * undefined, to be left out rather than fail the screen that lists it.
 */
export function toBookingEvent(row: BookingEventRow): BookingEvent | undefined {
  const kind = BookingEventKind.safeParse(row.kind)
  if (!kind.success) return undefined
  return {
    id: row.id,
    at: new Date(row.at).toISOString(),
    kind: kind.data,
    fromStatus: statusOrNull(row.from_status),
    toStatus: statusOrNull(row.to_status),
    notes: row.notes,
  }
}
