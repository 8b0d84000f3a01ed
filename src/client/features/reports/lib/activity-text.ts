import { formatDayTime } from '@/lib/format-date'

import { bookingStatusLabel } from '@shared/booking-status.ts'
import { formatBookingId } from '@shared/format.ts'
import type { ActivityItem } from '@shared/stats.schema.ts'

/** Which e-mail an `email_sent` event records, from the note the server writes ("Confirmation e-mail to …"). */
function emailKind(notes: string | null): string {
  if (notes?.startsWith('Confirmation')) return 'confirmation e-mail'
  if (notes?.startsWith('Status')) return 'status e-mail'
  return 'e-mail'
}

/** One line of Recent Activity in plain words: "BO-000042 marked completed", "BO-000042 booked by Jane Doe". */
export function activityText(item: ActivityItem): string {
  const order = formatBookingId(item.bookingId)
  switch (item.kind) {
    case 'created':
      return `${order} booked by ${item.customerName}`
    case 'status':
      return item.toStatus
        ? `${order} marked ${bookingStatusLabel(item.toStatus).toLowerCase()}`
        : `${order} status changed`
    case 'edited':
      return `${order} edited`
    case 'archived':
      return `${order} archived`
    case 'unarchived':
      return `${order} restored from the archive`
    case 'email_sent':
      return `${order} ${emailKind(item.notes)} sent to ${item.customerName}`
    case 'customer_message':
      return `${order} message from ${item.customerName}`
    case 'owner_reply':
      return `${order} reply to ${item.customerName}`
    case 'payment':
      return `${order} payment received from ${item.customerName}`
    case 'payment_voided':
      return `${order} payment voided`
    default:
      return `${order} updated`
  }
}

const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

const relative = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' })

/**
 * When it happened, as a person says it: "just now", "5 minutes ago", "3 hours ago", "yesterday", "4 days ago";
 * older than a week, the date and time in the business's timezone ("Jan 5, 2025, 3:04 PM").
 */
export function activityTime(iso: string, now: Date, timeZone?: string): string {
  const at = new Date(iso)
  const ago = now.getTime() - at.getTime()
  if (Number.isNaN(ago)) return iso
  if (ago < MINUTE) return 'just now'
  if (ago < HOUR) return relative.format(-Math.floor(ago / MINUTE), 'minute')
  if (ago < DAY) return relative.format(-Math.floor(ago / HOUR), 'hour')
  if (ago < 7 * DAY) return relative.format(-Math.floor(ago / DAY), 'day')
  return formatDayTime(iso, timeZone)
}
