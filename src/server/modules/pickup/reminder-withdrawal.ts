import type { Transaction } from 'kysely'

import type { BookingRow, Database } from '../../db/schema.ts'

type PickupState = Pick<BookingRow, 'status' | 'pickup_start' | 'return_start'>

/**
 * Every change that cancels a booking or moves its pickup calls this in its own transaction, with the booking as
 * it was and as it now is (issue 14 point 7: no reminder for a cancelled booking or a time it no longer has). A
 * day-before reminder that has not gone out is deleted rather than marked: the Outgoing view then shows no
 * message about a pickup that will not happen, and the outbox keeps its four states. One being handed to the mail
 * server right now is deleted too, so that a failed attempt is not tried again later; if that attempt succeeds,
 * its order's history misses the `email_sent` line. Its key in pickup_reminders goes with it, so a booking moved
 * back, or reopened, is reminded of its time again. The reminder of a return (issue 42 point 2) is withdrawn the same
 * way when the return moves or the order is cancelled.
 */
export async function withdrawOutdatedReminder(
  trx: Transaction<Database>,
  before: Pick<BookingRow, 'id'> & PickupState,
  after: PickupState,
): Promise<void> {
  const cancelled = after.status === 'cancelled' && before.status !== 'cancelled'
  await withdrawReturnReminder(trx, before, cancelled || after.return_start !== before.return_start)
  const moved = after.pickup_start !== before.pickup_start
  if (before.pickup_start === null || !(cancelled || moved)) return
  const withdrawn = await trx
    .deleteFrom('mail_outbox')
    .where('booking_id', '=', before.id)
    .where('kind', '=', 'reminder')
    .where('status', '!=', 'sent')
    .executeTakeFirst()
  if (Number(withdrawn.numDeletedRows) === 0) return
  await trx
    .deleteFrom('pickup_reminders')
    .where('booking_id', '=', before.id)
    .where('pickup_start', '=', before.pickup_start)
    .execute()
}

async function withdrawReturnReminder(
  trx: Transaction<Database>,
  before: Pick<BookingRow, 'id' | 'return_start'>,
  outdated: boolean,
): Promise<void> {
  if (before.return_start === null || !outdated) return
  const withdrawn = await trx
    .deleteFrom('mail_outbox')
    .where('booking_id', '=', before.id)
    .where('kind', '=', 'return_reminder')
    .where('status', '!=', 'sent')
    .executeTakeFirst()
  if (Number(withdrawn.numDeletedRows) === 0) return
  await trx
    .deleteFrom('return_reminders')
    .where('booking_id', '=', before.id)
    .where('return_start', '=', before.return_start)
    .execute()
}
