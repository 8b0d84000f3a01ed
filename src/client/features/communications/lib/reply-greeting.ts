import type { EmailSummary } from '@shared/email.schema.ts'

const firstName = (name: string | null) => name?.trim().split(/\s+/)[0] ?? ''

/**
 * How a reply starts before the owner writes it: a greeting by first name, the name the customer booked with, else
 * the one their mail program sent ("Hi Jane,"), then a blank line for the answer.
 */
export function replyGreeting(email: Pick<EmailSummary, 'fromName' | 'customer'>): string {
  const name = firstName(email.customer?.name ?? email.fromName)
  return `Hi${name ? ` ${name}` : ''},\n\n`
}
