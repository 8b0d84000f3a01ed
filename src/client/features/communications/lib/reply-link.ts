import type { EmailSummary } from '@shared/email.schema.ts'

const firstName = (name: string | null) => name?.trim().split(/\s+/)[0] ?? ''

/**
 * Reply: a mailto: link that opens the admin's own mail program addressed to where a reply goes (the sender,
 * or for a message from the order page the booking's e-mail), with "Re: <subject>"
 * and a greeting already written. Every part is percent-encoded, so nothing in the message can add a
 * recipient or a header.
 */
export function replyLink(
  email: Pick<EmailSummary, 'fromName' | 'replyTo' | 'subject' | 'customer'>,
  businessName: string,
): string {
  // The customer's name as they booked, else the name their mail program sent.
  const name = firstName(email.customer?.name ?? email.fromName)
  const subject = `Re: ${email.subject?.trim() || 'your e-mail'}`
  const body = `Hi${name ? ` ${name}` : ''},\n\nThank you for your message.\n\n\n\nBest regards,\n${businessName}`
  const address = encodeURIComponent(email.replyTo).replace(/%40/g, '@')
  return `mailto:${address}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`
}
