/**
 * The public surface of modules/outgoing-mail (docs/architecture.md, "Server modules"): what other modules,
 * app.ts, the scripts and other modules' tests may import. The rest of the folder is private to it.
 */
export { bookingEmail, emailFailed, firstAttempt, queueBookingEmail, unsentReason } from './booking-emails.ts'
export { orderNumber, type Business } from './email-parts.ts'
export { composeInvoiceEmail } from './invoice-email.ts'
export { mailSenderPlugin } from './mail-sender.plugin.ts'
export { mailerPlugin } from './mailer.plugin.ts'
export { orderLinkFor } from './order-link-email.ts'
export { composeOrderLinksEmail } from './order-links-email.ts'
export {
  attachToMail,
  enqueueMail,
  outboxInsert,
  outboxRow,
  type MailToQueue,
  type OutboxRow,
} from './outbox.repository.ts'
export { toOutboxMessage } from './outbox-view.repository.ts'
export { outboxRoutes } from './outbox.routes.ts'
export { composeOwnerReplyEmail, replySubject } from './owner-reply-email.ts'
export { composePasswordResetEmail } from './password-reset-email.ts'
export { composeRebookReminderEmail } from './rebook-reminder-email.ts'
export { composeReceiptEmail } from './receipt-email.ts'
export { composeReviewRequestEmail } from './review-request-email.ts'
