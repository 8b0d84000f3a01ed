import type { Db } from '../../db/database.ts'

/**
 * The instants at which the booking's status e-mails were queued. A status e-mail is queued in the transaction
 * of its status change with the same instant (queueBookingEmail), so these pick out the status events whose
 * note went to the customer: the order page shows those notes and no others. The e-mail that asks for a return
 * time stands in for the status e-mail of a change to completed, and carries its note the same way.
 */
export async function statusMailTimes(db: Db, bookingId: number): Promise<Set<number>> {
  const rows = await db
    .selectFrom('mail_outbox')
    .select('created_at')
    .where('booking_id', '=', bookingId)
    .where('kind', 'in', ['status', 'return_request'])
    .execute()
  return new Set(rows.map((row) => Number(row.created_at)))
}
