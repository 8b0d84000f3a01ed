import { z } from 'zod'

import { OWNER_REPLY_MAIL } from './order-timeline.ts'
import { pageLimit, pageNumber } from './page-query.ts'
import { MAX_ROW_ID } from './row-id.ts'

/**
 * The durable mail outbox (issue 12): every message to a customer is a row, written in the transaction of the
 * change that causes it, and delivered by a sender in each server process.
 *
 *   GET  /api/outbox?status=&bookingId=&customerId=&page=&limit=  → OutboxList
 *   POST /api/outbox/{id}/retry                                    → OutboxMessage (due now)      404 409
 */

/** What a message is about; the scheduling and order-link work add their own kinds here. */
export const MAIL_KINDS = [
  'confirmation',
  'status',
  'reminder',
  'pickup_moved',
  'order_links',
  'picked_up',
  'receipt',
  'invoice',
  'return_request',
  'return_time',
  'return_reminder',
  /** To the owner, at the business address: what needs attention (issue 41). */
  'owner_alert',
  'rebook_reminder',
  /** To the owner, at the business address: a single-use password reset link (issue 41 point 6). */
  'password_reset',
  'review_request',
  /** The owner's reply to a message in the inbox, written in the admin (issue 41 point 4). */
  'owner_reply',
] as const
export const MailKind = z.enum(MAIL_KINDS)
export type MailKind = z.infer<typeof MailKind>

/** Each kind as a noun in the owner's words: the order's history ("Receipt to …") and "… not sent". */
export const MAIL_KIND_NAMES: Record<MailKind, string> = {
  confirmation: 'Confirmation e-mail',
  status: 'Status e-mail',
  reminder: 'Pickup reminder',
  pickup_moved: 'Pickup time change',
  order_links: 'Order links',
  picked_up: 'Picked-up e-mail',
  receipt: 'Receipt',
  owner_alert: 'Alert to the owner',
  invoice: 'Invoice',
  return_request: 'Return time request',
  return_time: 'Return time e-mail',
  return_reminder: 'Return reminder',
  rebook_reminder: 'Sharpening-due reminder',
  password_reset: 'Password reset link',
  review_request: 'Review request',
  owner_reply: OWNER_REPLY_MAIL,
}

export const MAIL_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const
export const MailStatus = z.enum(MAIL_STATUSES, {
  error: `status must be one of ${MAIL_STATUSES.join(', ')}`,
})
export type MailStatus = z.infer<typeof MailStatus>

export const OUTBOX_PAGE_SIZE = 20
export const OUTBOX_PAGE_SIZE_MAX = 100

export const OutboxMessage = z
  .object({
    id: z.number().int(),
    kind: MailKind,
    bookingId: z.number().int().nullable(),
    to: z.string(),
    subject: z.string(),
    status: MailStatus,
    attempts: z.number().int(),
    /** When the next attempt is due; null once the message is sent or has failed for good. */
    nextAttemptAt: z.iso.datetime().nullable(),
    /** Why the last attempt failed, in words for the owner; null when it did not. */
    lastError: z.string().nullable(),
    sentAt: z.iso.datetime().nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'OutboxMessage' })
export type OutboxMessage = z.infer<typeof OutboxMessage>

const rowIdFilter = (name: string) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(1, `${name} must be at least 1`)
    .max(MAX_ROW_ID, `${name} is too large`)
    .optional()

export const OutboxListQuery = z.object({
  status: MailStatus.optional(),
  bookingId: rowIdFilter('bookingId'),
  /** Every message about the customer's orders (the customer dialog). */
  customerId: rowIdFilter('customerId'),
  page: pageNumber(),
  limit: pageLimit(OUTBOX_PAGE_SIZE, OUTBOX_PAGE_SIZE_MAX),
})
export type OutboxListQuery = z.infer<typeof OutboxListQuery>

export const OutboxList = z
  .object({
    messages: z.array(OutboxMessage),
    /**
     * The messages matching the filters, counted no further than four pages past this one; exact with bookingId
     * (an order has few messages).
     */
    total: z.number().int(),
    /** Present (true) when more messages match than `total` says. */
    moreThanTotal: z.boolean().optional(),
  })
  .meta({ id: 'OutboxList' })
export type OutboxList = z.infer<typeof OutboxList>

export const OutboxIdParams = z.object({
  id: z.coerce.number({ error: 'id must be a number' }).int('id must be a whole number'),
})
