import { ApiRequestError, serverMessageOf } from '@/lib/api-client'

import type { PublicBooking } from '@shared/public-search.schema.ts'
import type { OrderSearchKind } from '../api/find-orders'

/** What the Search Results card shows after a search. */
export type SearchOutcome =
  | { kind: OrderSearchKind; status: 'found'; bookings: PublicBooking[] }
  | { kind: OrderSearchKind; status: 'none' }
  | { kind: OrderSearchKind; status: 'rate-limited'; message: string }

/** The spec's messages under 'No orders found' (section 8). */
export const NO_ORDERS_MESSAGES: Record<OrderSearchKind, string> = {
  order: 'Please check your order number and try again.',
  email: 'No orders found for this email address.',
  phone: 'No orders found for this phone number.',
}

/** What the console says when a search fails (spec section 8). */
const FAILURE_LOG_MESSAGES: Record<OrderSearchKind, string> = {
  order: 'Order not found',
  email: 'Email search failed',
  phone: 'Phone search failed',
}

const RATE_LIMITED_FALLBACK =
  'You have searched many times in a short while. Please wait a minute and try again.'

export function outcomeOfResults(kind: OrderSearchKind, bookings: PublicBooking[]): SearchOutcome {
  return bookings.length > 0 ? { kind, status: 'found', bookings } : { kind, status: 'none' }
}

/**
 * A failed search shows as no results, whatever the cause (the server answers a miss the same way), and is
 * logged. Only "searching too fast" (429) is worth telling apart: the customer should wait, not doubt the order.
 */
export function outcomeOfFailure(kind: OrderSearchKind, error: unknown): SearchOutcome {
  if (error instanceof ApiRequestError && error.status === 429) {
    return { kind, status: 'rate-limited', message: serverMessageOf(error) ?? RATE_LIMITED_FALLBACK }
  }
  console.error(FAILURE_LOG_MESSAGES[kind], error)
  return { kind, status: 'none' }
}

/** The sentence the page announces to screen readers when a search finishes. */
export function announcementOf(outcome: SearchOutcome): string {
  if (outcome.status === 'found') {
    const count = outcome.bookings.length
    return `${count} ${count === 1 ? 'order' : 'orders'} found.`
  }
  if (outcome.status === 'none') return `No orders found. ${NO_ORDERS_MESSAGES[outcome.kind]}`
  return outcome.message
}
