import type { BookingEvent } from './booking-admin.schema.ts'
import type { BookingStatus } from './booking-status.ts'
import type { OrderTimelineEntry } from './order-page.schema.ts'

/** The note of the status event a customer's own cancellation writes; the owner reads it in the history. */
export const CUSTOMER_CANCELLED_NOTE = 'Cancelled by the customer on their order page.'

/**
 * How the history names a reply's e-mail once sent ("Reply to jane@example.com"): the reply itself is already on
 * the customer's timeline, so its e-mail is not listed a second time.
 */
export const OWNER_REPLY_MAIL = 'Reply'
const isReplyMail = (notes: string | null) => notes?.startsWith(`${OWNER_REPLY_MAIL} to `) === true

/** Which e-mail an `email_sent` event records, from the note the server writes ("Confirmation e-mail to …"). */
function emailDetail(notes: string | null): string {
  if (notes?.startsWith('Confirmation')) return 'Your booking confirmation'
  if (notes?.startsWith('Picked-up')) return 'Your price, once we picked up your knives'
  if (notes?.startsWith('Return time request')) return 'Your knives are ready: choose a return time'
  if (notes?.startsWith('Return time e-mail')) return 'Your return time'
  if (notes?.startsWith('Sharpening-due')) return 'A reminder that your knives are due for sharpening again'
  return 'An update about your order'
}

/**
 * An order's history as its customer may see it, oldest first. Only what happened, never the business's own
 * words: the admin's notes on a status change are internal, so are edits and archiving, unless the note was
 * e-mailed to the customer (its status e-mail was queued: `emailedAt` holds the instants of the booking's status
 * e-mails, each sharing its instant with its status event). A status event that changed nothing (a note alone) is
 * left out, or shown as the e-mail it was. Messages the customer wrote are theirs to read again, and so are the
 * business's replies to them.
 */
export function publicTimeline(
  events: readonly BookingEvent[],
  emailedAt: ReadonlySet<number> = new Set(),
): OrderTimelineEntry[] {
  const oldestFirst = [...events].sort((a, b) => a.at.localeCompare(b.at) || a.id - b.id)
  return oldestFirst.flatMap((event): OrderTimelineEntry[] => {
    const base = { at: event.at, status: null, byCustomer: false, detail: null }
    switch (event.kind) {
      case 'created':
        return [{ ...base, kind: 'created', status: event.toStatus }]
      case 'status': {
        const emailedNote = emailedAt.has(Date.parse(event.at)) ? event.notes : null
        if (!event.toStatus || event.toStatus === event.fromStatus) {
          return emailedNote ? [{ ...base, kind: 'email', detail: emailedNote }] : []
        }
        return [
          {
            ...base,
            kind: 'status',
            status: event.toStatus,
            byCustomer: event.notes === CUSTOMER_CANCELLED_NOTE,
            detail: emailedNote,
          },
        ]
      }
      case 'email_sent':
        return isReplyMail(event.notes) ? [] : [{ ...base, kind: 'email', detail: emailDetail(event.notes) }]
      case 'customer_message':
        return [{ ...base, kind: 'message', byCustomer: true, detail: event.notes }]
      case 'owner_reply':
        return [{ ...base, kind: 'reply', detail: event.notes }]
      default:
        return []
    }
  })
}

const STATUS_HEADLINES: Record<BookingStatus, string> = {
  pending: 'Waiting for pickup',
  'in-progress': 'Picked up: your knives are being sharpened',
  completed: 'Sharpened and ready for return',
  paid: 'Paid, thank you',
  cancelled: 'Cancelled',
}

/** One timeline line in plain words: "Order placed", "Picked up: …", "You cancelled this order". */
export function timelineHeadline(entry: OrderTimelineEntry): string {
  switch (entry.kind) {
    case 'created':
      return 'Order placed'
    case 'status':
      if (entry.status === 'cancelled' && entry.byCustomer) return 'You cancelled this order'
      return entry.status ? STATUS_HEADLINES[entry.status] : 'Status updated'
    case 'email':
      return 'We e-mailed you'
    case 'message':
      return 'You wrote to us'
    case 'reply':
      return 'We replied'
  }
}
