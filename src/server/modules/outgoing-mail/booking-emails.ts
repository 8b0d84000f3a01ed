import type { FastifyInstance } from 'fastify'

import type { Booking } from '../../../shared/booking.schema.ts'
import { orderPageUrl } from '../../../shared/order-link.ts'
import type { OutboxMessage } from '../../../shared/outbox.schema.ts'
import type { Db } from '../../db/database.ts'
import { HttpError } from '../../http-errors.ts'
import { composeConfirmationEmail } from './confirmation-email.ts'
import type { Business, ComposedEmail } from './email-parts.ts'
import { orderLinkFor } from './order-link-email.ts'
import { enqueueMail, type MailToQueue } from './outbox.repository.ts'
import { composePickedUpEmail } from './picked-up-email.ts'
import { composePickupMovedEmail, composeReminderEmail } from './pickup-emails.ts'
import {
  composeReturnReminderEmail,
  composeReturnRequestEmail,
  composeReturnTimeEmail,
} from './return-emails.ts'
import { composeStatusEmail } from './status-email.ts'

/** The spec's 'Email Failed' toast shows this sentence: "Email failed: <reason>". */
export const emailFailed = (reason: string) => new HttpError(502, 'EMAIL_FAILED', `Email failed: ${reason}`)

/** How long the admin's request waits for a message's first attempt before answering. */
export const FIRST_ATTEMPT_WAIT_MS = 5000

type Composer = (
  booking: Booking,
  business: Business,
  orderUrl?: string,
  note?: string | null,
) => ComposedEmail

type BookingMailKind =
  | 'confirmation'
  | 'status'
  | 'reminder'
  | 'pickup_moved'
  | 'picked_up'
  | 'return_request'
  | 'return_time'
  | 'return_reminder'

const COMPOSERS: Record<BookingMailKind, Composer> = {
  confirmation: composeConfirmationEmail,
  status: composeStatusEmail,
  reminder: composeReminderEmail,
  pickup_moved: composePickupMovedEmail,
  picked_up: composePickedUpEmail,
  return_request: composeReturnRequestEmail,
  return_time: composeReturnTimeEmail,
  return_reminder: composeReturnReminderEmail,
}

/**
 * Queues one of the booking's e-mails (confirmation, status, reminder, pickup moved) in the caller's transaction,
 * composed from the booking as it now stands, with the customer's order link on the site at `siteOrigin`
 * (config.publicUrl); the sender delivers it after the commit. A status e-mail carries the admin's `note` on the
 * change, and shares its instant `now` with the change's event: the order page shows the notes of the status
 * events an e-mail was queued with (order-page/emailed-notes.ts). Answers the outbox id.
 */
export async function queueBookingEmail(
  trx: Db,
  kind: keyof typeof COMPOSERS,
  booking: Booking & { accessToken?: string },
  business: Business,
  now: number,
  siteOrigin: string,
  note?: string | null,
): Promise<number> {
  // A booking just created carries its token: no need to read back what this transaction wrote.
  const orderUrl =
    booking.accessToken === undefined
      ? await orderLinkFor(trx, siteOrigin, booking.id)
      : orderPageUrl(siteOrigin, booking.accessToken)
  return enqueueMail(trx, bookingEmail(kind, booking, business, now, orderUrl, note))
}

/** One of the booking's e-mails, composed and addressed to its customer, ready for the outbox. */
export function bookingEmail(
  kind: keyof typeof COMPOSERS,
  booking: Booking,
  business: Business,
  now: number,
  orderUrl: string | undefined,
  note?: string | null,
): MailToQueue {
  return {
    kind,
    bookingId: booking.id,
    to: { name: booking.customerName, address: booking.customerEmail },
    composed: COMPOSERS[kind](booking, business, orderUrl, note),
    businessEmail: business.email,
    now,
  }
}

/** Why a message is not sent yet, for the admin: the reason, and whether it will be tried again. */
export function unsentReason(message: OutboxMessage | undefined): string {
  if (message?.status === 'failed') return message.lastError ?? 'the message could not be sent'
  const reason = message?.lastError ?? 'the mail server has not answered yet'
  return `${reason}; we'll retry automatically`
}

/**
 * Sends a just-queued message now and waits a few seconds for the attempt, for the admin's toast. Whatever the
 * answer, the message stays in the outbox until it is sent or has failed for good.
 */
export async function firstAttempt(
  app: FastifyInstance,
  outboxId: number,
): Promise<OutboxMessage | undefined> {
  return app.mailSender.attemptNow(outboxId, FIRST_ATTEMPT_WAIT_MS)
}
