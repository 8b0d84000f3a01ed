import { z } from 'zod'

/** The inbox shows this many e-mails a page unless asked for more. */
export const EMAIL_PAGE_SIZE = 25
export const EMAIL_PAGE_SIZE_MAX = 100

/** What the e-mail dialog shows about the customer whose address sent the message. */
export const EmailCustomer = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
  })
  .meta({ id: 'EmailCustomer' })

/** Where a message came from: an e-mail received, or a message written on the customer's order page. */
export const EMAIL_SOURCES = ['email', 'order-page'] as const
export const EmailSource = z.enum(EMAIL_SOURCES)

/** The longest preview a summary carries, in characters, before its '...' (spec section 9). */
export const EMAIL_PREVIEW_LENGTH = 100

/**
 * A received message as the inbox lists it (spec section 3, "Email"): who, what, a short preview and its size,
 * never its body, so a page of the largest messages stays small. GET /api/emails/{id} gives the whole message.
 */
export const EmailSummary = z
  .object({
    id: z.number().int(),
    /**
     * `order-page`: written on the customer's order page by whoever holds its link, which proves nothing about
     * the address; fromName and fromEmail are then the booking's, and a reply goes to `replyTo`.
     */
    source: EmailSource,
    fromName: z.string().nullable(),
    /** Trimmed and lower-cased, the form customers are keyed by. */
    fromEmail: z.string(),
    /** Where a reply goes: the sender's address, or for the order page the booking's e-mail. */
    replyTo: z.string(),
    /** Every address on the To line, separated by ", "; null when the message named none. */
    toEmail: z.string().nullable(),
    subject: z.string().nullable(),
    /** The text's (or else the HTML's) first words on one line, at most 100 characters then '...'. */
    preview: z.string(),
    /** Bytes of the text and HTML kept: what opening the message loads. */
    size: z.number().int(),
    hasHtml: z.boolean(),
    isRead: z.boolean(),
    customerId: z.number().int().nullable(),
    customer: EmailCustomer.nullable(),
    /** The order a message is about (written on the customer's order page); null for mail. */
    bookingId: z.number().int().nullable(),
    /** Attachments the message carried; they are counted, not kept. */
    attachmentCount: z.number().int(),
    /** The message's own date (never later than its arrival). */
    receivedAt: z.iso.datetime(),
    /** When this inbox stored it. */
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'EmailSummary' })

/** One whole message (GET /api/emails/{id}): the summary and the bodies. */
export const Email = z
  .object({
    ...EmailSummary.shape,
    textContent: z.string().nullable(),
    /** As the sender wrote it: never render it without sanitising. */
    htmlContent: z.string().nullable(),
  })
  .meta({ id: 'Email' })

export const EmailListQuery = z.object({
  isRead: z
    .enum(['true', 'false'], { error: 'isRead must be true or false' })
    .transform((value) => value === 'true')
    .optional(),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(EMAIL_PAGE_SIZE_MAX, `limit must be at most ${EMAIL_PAGE_SIZE_MAX}`)
    .default(EMAIL_PAGE_SIZE),
  offset: z.coerce
    .number({ error: 'offset must be a number' })
    .int('offset must be a whole number')
    .min(0, 'offset must be 0 or more')
    .max(1_000_000_000, 'offset is too large')
    .default(0),
})

export const EmailList = z
  .object({
    emails: z.array(EmailSummary),
    /** How many e-mails match the filter (isRead), for paging. */
    total: z.number().int(),
    /** The whole inbox, whatever the filter: the tab labels and the unread badge. */
    counts: z.object({ all: z.number().int(), unread: z.number().int(), read: z.number().int() }),
    /** Whether the server may add sample e-mails (ENABLE_TEST_EMAILS, development only): "Add Test Emails". */
    testEmails: z.boolean(),
  })
  .meta({ id: 'EmailList' })

/** Digits only ("12"): "1e3", "0x10" or " 12" are not ids. A number too large for the column is left to a 404. */
export const EmailIdParams = z.object({
  id: z
    .string()
    .regex(/^\d{1,12}$/, 'The e-mail id must be a whole number')
    .transform(Number),
})

export const TestEmailsResult = z.object({ created: z.number().int(), emails: z.array(EmailSummary) })

/** POST /api/inbound/email: the stored e-mail's id; `duplicate` when this Message-ID was stored before. */
export const InboundEmailResult = z
  .object({ id: z.number().int(), duplicate: z.boolean() })
  .meta({ id: 'InboundEmailResult' })

export type EmailCustomer = z.infer<typeof EmailCustomer>
export type EmailSource = z.infer<typeof EmailSource>
export type EmailSummary = z.infer<typeof EmailSummary>
export type Email = z.infer<typeof Email>
export type EmailListQuery = z.input<typeof EmailListQuery>
export type EmailList = z.infer<typeof EmailList>
export type TestEmailsResult = z.infer<typeof TestEmailsResult>
export type InboundEmailResult = z.infer<typeof InboundEmailResult>
