import type { MailKind, MailStatus, OutboxMessage } from '@shared/outbox.schema.ts'

import { formatDayTime } from './format-date'

export const MAIL_KIND_LABELS: Record<MailKind, string> = {
  confirmation: 'Booking confirmation',
  status: 'Status update',
  reminder: 'Pickup reminder',
  pickup_moved: 'Pickup time changed',
  order_links: 'Order links',
  picked_up: 'Picked up, price',
  receipt: 'Receipt',
  invoice: 'Invoice',
  return_request: 'Ready, choose a return time',
  return_time: 'Return time',
  return_reminder: 'Return reminder',
  owner_alert: 'Alert to you',
  rebook_reminder: 'Sharpening due reminder',
  password_reset: 'Password reset link',
  review_request: 'Review request',
  owner_reply: 'Your reply',
}

export const MAIL_STATUS_LABELS: Record<MailStatus, string> = {
  queued: 'Waiting to send',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1)

/** One line on where a message stands, in the owner's words: when it went, or why not and what happens next. */
export function describeMailState(message: OutboxMessage, timeZone?: string): string {
  const tries = `${message.attempts} ${message.attempts === 1 ? 'try' : 'tries'}`
  switch (message.status) {
    case 'sent':
      return message.sentAt ? `Sent ${formatDayTime(message.sentAt, timeZone)}` : 'Sent'
    case 'sending':
      return 'Being sent now'
    case 'failed':
      return `Not sent after ${tries}: ${message.lastError ?? 'the message could not be sent'}. Use Retry to try again.`
    case 'queued': {
      const next = message.nextAttemptAt ? formatDayTime(message.nextAttemptAt, timeZone) : 'shortly'
      if (!message.lastError) return `Will be sent ${message.nextAttemptAt ? `at ${next}` : 'shortly'}`
      const times = `${message.attempts} ${message.attempts === 1 ? 'time' : 'times'}`
      return `${capitalised(message.lastError)}. Tried ${times}; next try ${next}.`
    }
  }
}
