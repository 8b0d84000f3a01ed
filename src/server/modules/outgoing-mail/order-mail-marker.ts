import type { Transaction } from 'kysely'

import type { Database, MailOutboxTable } from '../../db/schema.ts'

type MessageOfOrder = Pick<MailOutboxTable, 'booking_id' | 'kind'> & { id: number }

/**
 * The order's marker (bookings.failed_mail_id, migration 0039): one of its customer e-mails failed for good, shown
 * on the order's row, card and dialog with Retry. Written by primary key in the transaction that marks the message
 * failed, so the list reads it with the order and needs no query per row. An alert to the owner is not the
 * customer's mail.
 */
export async function markOrderMailFailed(
  trx: Transaction<Database>,
  message: MessageOfOrder,
): Promise<void> {
  if (message.booking_id === null || message.kind === 'owner_alert') return
  await trx
    .updateTable('bookings')
    .set({ failed_mail_id: message.id, failed_mail_kind: message.kind })
    .where('id', '=', message.booking_id)
    .execute()
}

/** Retry took the message: the marker goes, unless a later failure of the order's has replaced it. */
export async function clearOrderMailFailed(
  trx: Transaction<Database>,
  message: MessageOfOrder,
): Promise<void> {
  if (message.booking_id === null) return
  await trx
    .updateTable('bookings')
    .set({ failed_mail_id: null, failed_mail_kind: null })
    .where('id', '=', message.booking_id)
    .where('failed_mail_id', '=', message.id)
    .execute()
}
