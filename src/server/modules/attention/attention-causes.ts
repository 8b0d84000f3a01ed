import { formatBookingId } from '../../../shared/format.ts'
import type { NewAttention } from './attention.repository.ts'

/**
 * The events that need the owner (issue 41 point 2), each as the item it records: its cause (one open item per
 * cause) and its words. Plain words only: the owner never reads a kind code or an internal name.
 */
interface OrderOf {
  id: number
  customerName: string
}

const EXCERPT_MAX = 160

/** A customer's message on one line, shortened for the list (the whole of it is in Communications). */
function excerpt(message: string): string {
  const line = message.replace(/\s+/g, ' ').trim()
  const chars = [...line]
  return chars.length > EXCERPT_MAX ? `${chars.slice(0, EXCERPT_MAX).join('')}…` : line
}

export const customerCancelled = (order: OrderOf, at: number): NewAttention => ({
  kind: 'customer_cancelled',
  cause: `customer_cancelled:${order.id}`,
  bookingId: order.id,
  text: `${order.customerName} cancelled order ${formatBookingId(order.id)} on their order page.`,
  at,
})

export const customerRescheduled = (order: OrderOf, window: string, at: number): NewAttention => ({
  kind: 'customer_rescheduled',
  cause: `customer_rescheduled:${order.id}`,
  bookingId: order.id,
  text: `${order.customerName} moved the pickup of order ${formatBookingId(order.id)} to ${window}.`,
  at,
})

/** The order's messages are one item: the owner's reply to one of them settles it. */
export const customerMessageCause = (bookingId: number) => `customer_message:${bookingId}`

export const customerMessage = (order: OrderOf, message: string, at: number): NewAttention => ({
  kind: 'customer_message',
  cause: customerMessageCause(order.id),
  bookingId: order.id,
  text: `${order.customerName} wrote about order ${formatBookingId(order.id)}: “${excerpt(message)}”`,
  at,
})

interface FailedMessage {
  id: number
  bookingId: number | null
  subject: string
  to: string
  reason: string
}

export const mailFailed = (message: FailedMessage, at: number): NewAttention => ({
  kind: 'mail_failed',
  cause: `mail_failed:${message.id}`,
  bookingId: message.bookingId,
  text: `The e-mail “${message.subject}” to ${message.to} could not be sent: ${message.reason}.`,
  at,
})

interface FullWindow {
  start: number
  /** The window in the business's words, e.g. "Tue, Mar 3, 9:00 AM – 12:00 PM". */
  text: string
  taken: number
  capacity: number
}

/** One item per window: a later booking beyond its capacity brings the count up to date. */
export const overCapacity = (window: FullWindow, bookingId: number, at: number): NewAttention => ({
  kind: 'over_capacity',
  cause: `over_capacity:${window.start}`,
  bookingId,
  text: `The pickup window ${window.text} has ${window.taken} bookings for ${window.capacity} ${window.capacity === 1 ? 'place' : 'places'}.`,
  at,
})

export const noPickupTimeCause = (bookingId: number) => `no_pickup_time:${bookingId}`

export const noPickupTime = (order: OrderOf, at: number): NewAttention => ({
  kind: 'no_pickup_time',
  cause: noPickupTimeCause(order.id),
  bookingId: order.id,
  text: `Order ${formatBookingId(order.id)} from ${order.customerName} has no pickup time yet: arrange one with the customer.`,
  at,
})
