import type { Db } from '../../db/database.ts'
import { summaryColumns } from './emails.repository.ts'

/** One stored e-mail, as the inbound path would store it; `minutesAgo` orders them. */
export interface EmailFields {
  from?: string
  minutesAgo?: number
  isRead?: boolean
  text?: string | null
  html?: string
}

export async function storeEmail(db: Db, fields: EmailFields = {}) {
  const at = Date.now() - (fields.minutesAgo ?? 0) * 60_000
  const row = await db
    .insertInto('emails')
    .values({
      message_id: `<m-${Math.random()}@example.com>`,
      from_name: 'Someone',
      from_email: fields.from ?? 'someone@example.com',
      to_email: 'hello@sharpedge.example',
      subject: `Sent ${fields.minutesAgo ?? 0} minutes ago`,
      text_content: fields.text === undefined ? 'Hello' : fields.text,
      html_content: fields.html ?? null,
      ...summaryColumns(fields.text === undefined ? 'Hello' : fields.text, fields.html ?? null),
      is_read: fields.isRead ? 1 : 0,
      received_at: at,
      created_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** A customer with this e-mail and name, as a first booking would make them. */
export async function storeCustomer(db: Db, email: string, name: string) {
  const now = Date.now()
  const row = await db
    .insertInto('customers')
    .values({
      email,
      name,
      phone: '407-555-0100',
      city: 'Orlando',
      state: 'FL',
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}
