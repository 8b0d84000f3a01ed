import { sql, type Kysely } from 'kysely'

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe the schema as it was, not as it is */

/**
 * Failed mail where the owner looks (issue 41 point 5): the order's latest customer e-mail that failed for good,
 * kept on the order itself, so the admin's list, board and order view show it from the row they already read, with
 * no query per order. The sender writes both columns in the transaction that marks the message failed; Retry
 * clears them in the one that queues it again. Existing failed messages are carried over, the newest per order.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('bookings').addColumn('failed_mail_id', 'integer').execute()
  await db.schema.alterTable('bookings').addColumn('failed_mail_kind', 'text').execute()
  const newestFailed = sql`(select max(mail_outbox.id) from mail_outbox
    where mail_outbox.booking_id = bookings.id and mail_outbox.status = 'failed'
      and mail_outbox.kind <> 'owner_alert')`
  await sql`update bookings set failed_mail_id = ${newestFailed}
    where id in (select booking_id from mail_outbox where status = 'failed' and kind <> 'owner_alert')`.execute(
    db,
  )
  await sql`update bookings set failed_mail_kind = (select kind from mail_outbox
    where mail_outbox.id = bookings.failed_mail_id) where failed_mail_id is not null`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('bookings').dropColumn('failed_mail_kind').execute()
  await db.schema.alterTable('bookings').dropColumn('failed_mail_id').execute()
}
