import type { Insertable, Selectable } from 'kysely'

import { EmailSource, type Email, type EmailSummary } from '../../../shared/email.schema.ts'
import type { Db } from '../../db/database.ts'
import type { CustomersTable, EmailsTable } from '../../db/schema.ts'
import { emailPreview } from '../../lib/email-preview.ts'

/** A message to store: its bodies, from which the summary columns are made (summaryColumns). */
export type NewEmailRow = Omit<
  Insertable<EmailsTable>,
  'id' | 'is_read' | 'customer_id' | 'preview' | 'size' | 'has_html'
>

/** Every column but the bodies: what a list reads, however large the messages. */
const SUMMARY_COLUMNS = [
  'emails.id',
  'emails.source',
  'emails.from_name',
  'emails.from_email',
  'emails.to_email',
  'emails.subject',
  'emails.preview',
  'emails.size',
  'emails.has_html',
  'emails.is_read',
  'emails.booking_id',
  'emails.attachment_count',
  'emails.received_at',
  'emails.created_at',
] as const

type SummaryColumns = Pick<
  Selectable<EmailsTable>,
  | 'id'
  | 'source'
  | 'from_name'
  | 'from_email'
  | 'to_email'
  | 'subject'
  | 'preview'
  | 'size'
  | 'has_html'
  | 'is_read'
  | 'booking_id'
  | 'attachment_count'
  | 'received_at'
  | 'created_at'
>
type CustomerColumns = Pick<Selectable<CustomersTable>, 'name' | 'email' | 'phone' | 'city' | 'state'>
type EmailSummaryRow = SummaryColumns & {
  [K in keyof CustomerColumns as `customer_${K}`]: CustomerColumns[K] | null
} & { linked_customer_id: number | null; booking_email: string | null }

/**
 * The summary columns plus the customer's summary and, for a message from the order page, its booking's e-mail
 * (where a reply goes). The customer is matched by address when read (both sides hold it normalised, and
 * customers.email is uniquely indexed), so mail that came before the sender's first booking shows them as a
 * known customer once they have booked.
 */
function selectEmailSummaries(db: Db) {
  return db
    .selectFrom('emails')
    .leftJoin('customers', 'customers.email', 'emails.from_email')
    .leftJoin('bookings', 'bookings.id', 'emails.booking_id')
    .select(SUMMARY_COLUMNS)
    .select([
      'customers.id as linked_customer_id',
      'customers.name as customer_name',
      'customers.email as customer_email',
      'customers.phone as customer_phone',
      'customers.city as customer_city',
      'customers.state as customer_state',
      'bookings.customer_email as booking_email',
    ])
}

function toEmailSummary(row: EmailSummaryRow): EmailSummary {
  const customerId = row.linked_customer_id
  const source = EmailSource.parse(row.source)
  return {
    id: row.id,
    source,
    fromName: row.from_name,
    fromEmail: row.from_email,
    // The order page proves nothing about an address: the business answers the booking's own e-mail.
    replyTo: source === 'order-page' && row.booking_email ? row.booking_email.trim() : row.from_email,
    toEmail: row.to_email,
    subject: row.subject,
    preview: row.preview,
    size: Number(row.size),
    hasHtml: Number(row.has_html) === 1,
    isRead: Number(row.is_read) === 1,
    customerId,
    customer:
      customerId === null
        ? null
        : {
            id: customerId,
            name: row.customer_name ?? '',
            email: row.customer_email ?? '',
            phone: row.customer_phone,
            city: row.customer_city,
            state: row.customer_state,
          },
    bookingId: row.booking_id,
    attachmentCount: Number(row.attachment_count),
    receivedAt: new Date(Number(row.received_at)).toISOString(),
    createdAt: new Date(Number(row.created_at)).toISOString(),
  }
}

/** The columns a list shows of a message, made from its bodies when it is stored. */
export function summaryColumns(text: string | null, html: string | null) {
  return {
    preview: emailPreview(text, html),
    size: Buffer.byteLength(text ?? '', 'utf8') + Buffer.byteLength(html ?? '', 'utf8'),
    has_html: html === null ? 0 : 1,
  }
}

export interface EmailFilter {
  isRead?: boolean
  limit: number
  offset: number
}

/** Newest first (by the message's date, then by arrival), through the (is_read, received_at) index. */
export async function listEmails(db: Db, filter: EmailFilter): Promise<EmailSummary[]> {
  let query = selectEmailSummaries(db)
  if (filter.isRead !== undefined) query = query.where('emails.is_read', '=', filter.isRead ? 1 : 0)
  const rows = await query
    .orderBy('emails.received_at', 'desc')
    .orderBy('emails.id', 'desc')
    .limit(filter.limit)
    .offset(filter.offset)
    .execute()
  return rows.map(toEmailSummary)
}

/**
 * A customer's e-mails, newest first: those linked to them when they arrived and those from their address (the
 * customer may have booked only after writing). Through emails_customer_idx and emails_from_idx.
 */
export async function listCustomerEmails(
  db: Db,
  customer: { id: number; email: string },
  limit: number,
): Promise<EmailSummary[]> {
  const rows = await selectEmailSummaries(db)
    .where((eb) =>
      eb.or([eb('emails.customer_id', '=', customer.id), eb('emails.from_email', '=', customer.email)]),
    )
    .orderBy('emails.received_at', 'desc')
    .orderBy('emails.id', 'desc')
    .limit(limit)
    .execute()
  return rows.map(toEmailSummary)
}

export async function findEmailSummaryById(db: Db, id: number): Promise<EmailSummary | undefined> {
  const row = await selectEmailSummaries(db).where('emails.id', '=', id).executeTakeFirst()
  return row && toEmailSummary(row)
}

/** One whole message, bodies and all: what opening it in the inbox reads. */
export async function findEmailById(db: Db, id: number): Promise<Email | undefined> {
  const row = await selectEmailSummaries(db)
    .select(['emails.text_content', 'emails.html_content'])
    .where('emails.id', '=', id)
    .executeTakeFirst()
  return row && { ...toEmailSummary(row), textContent: row.text_content, htmlContent: row.html_content }
}

/** The inbox's counts in one pass; pg answers count and sum as bigint, which the pool parses as numbers. */
export async function countEmails(db: Db): Promise<{ all: number; unread: number; read: number }> {
  const row = await db
    .selectFrom('emails')
    .select((eb) => [
      eb.fn.countAll<number>().as('all'),
      eb.fn.count<number>('id').filterWhere('is_read', '=', 0).as('unread'),
    ])
    .executeTakeFirstOrThrow()
  const all = Number(row.all)
  const unread = Number(row.unread)
  return { all, unread, read: all - unread }
}

/** True when the e-mail exists (already read or not). */
export async function markEmailRead(db: Db, id: number): Promise<boolean> {
  const result = await db.updateTable('emails').set({ is_read: 1 }).where('id', '=', id).executeTakeFirst()
  return Number(result.numUpdatedRows) > 0
}

/** Permanent: there is no bin. True when there was an e-mail to delete. */
export async function deleteEmail(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('emails').where('id', '=', id).executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}

/** The customer keyed by this address (customers hold their e-mail trimmed and lower-cased). */
export async function findCustomerIdByEmail(db: Db, email: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('customers')
    .select('id')
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst()
  return row?.id
}

/**
 * Stores the e-mail unless one with the same message_id is stored already, with customer_id naming the customer
 * its sender was at that moment. Safe against two deliveries racing: the unique index decides, and the loser
 * reads the winner's id.
 */
export async function insertEmailOnce(db: Db, email: NewEmailRow): Promise<{ id: number; created: boolean }> {
  const customerId = (await findCustomerIdByEmail(db, email.from_email)) ?? null
  const inserted = await db
    .insertInto('emails')
    .values({
      ...email,
      ...summaryColumns(email.text_content ?? null, email.html_content ?? null),
      customer_id: customerId,
    })
    .onConflict((conflict) => conflict.column('message_id').doNothing())
    .returning('id')
    .executeTakeFirst()
  if (inserted) return { id: inserted.id, created: true }

  const existing = email.message_id
    ? await db.selectFrom('emails').select('id').where('message_id', '=', email.message_id).executeTakeFirst()
    : undefined
  // Only a message_id conflict skips the insert, so the row is there unless it was deleted in between.
  if (!existing) throw new Error('The e-mail was neither stored nor found by its Message-ID')
  return { id: existing.id, created: false }
}
