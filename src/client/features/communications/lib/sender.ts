import type { EmailSummary } from '@shared/email.schema.ts'

/**
 * How a message from the customer's order page is marked: anyone who booked with an address can write there,
 * so it is never shown as an e-mail from that address.
 */
export const ORDER_PAGE_LABEL = 'Sent from the order page'

/** Who wrote, as a list shows it: the e-mail's sender, or for the order page the name on the booking only. */
export const senderLabel = (email: Pick<EmailSummary, 'source' | 'fromName' | 'fromEmail'>) =>
  email.source === 'order-page' ? (email.fromName ?? 'A customer') : (email.fromName ?? email.fromEmail)
