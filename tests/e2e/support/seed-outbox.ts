import path from 'node:path'

import { createDatabase } from '../../../src/server/db/database.ts'
import type { MailKind } from '../../../src/shared/outbox.schema.ts'
import { uniqueTag } from './admin-bookings.ts'
import type { ServerOptions } from './fixtures.ts'

/** The project's shared server's database, opened beside the server (SQLite in WAL mode, or its PostgreSQL). */
function openServerDatabase({ serverDataDir, serverDatabaseUrl }: ServerOptions) {
  return createDatabase(
    serverDatabaseUrl
      ? { kind: 'postgres', url: serverDatabaseUrl }
      : { kind: 'sqlite', file: path.join(serverDataDir, 'app.db') },
  )
}

/**
 * A status e-mail (or another kind) that failed for good, written straight into the server's database (the e2e
 * servers write mail to .eml files, which never fail): the state a dead mail server leaves after the retry ladder,
 * the order's marker included (as the sender writes it, order-mail-marker.ts). Answers its id.
 */
export async function seedFailedMessage(
  server: ServerOptions,
  message: { bookingId: number; to: string; subject: string; kind?: MailKind },
): Promise<number> {
  const db = openServerDatabase(server)
  try {
    const now = Date.now()
    const row = await db
      .insertInto('mail_outbox')
      .values({
        kind: message.kind ?? 'status',
        booking_id: message.bookingId,
        to_name: 'Customer',
        to_email: message.to,
        subject: message.subject,
        text_body: 'Your knives are ready.',
        html_body: '<p>Your knives are ready.</p>',
        message_id: `<${uniqueTag()}@e2e.example>`,
        status: 'failed',
        attempts: 6,
        next_attempt_at: null,
        last_error: 'could not connect to the mail server',
        sent_at: null,
        created_at: now,
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await db
      .updateTable('bookings')
      .set({ failed_mail_id: row.id, failed_mail_kind: message.kind ?? 'status' })
      .where('id', '=', message.bookingId)
      .execute()
    return row.id
  } finally {
    await db.destroy()
  }
}
