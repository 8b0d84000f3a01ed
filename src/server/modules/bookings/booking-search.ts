import { MIN_PHONE_DIGITS, phoneSearchDigits } from '../customers/index.ts'
import { parseOrderNumber } from '../public/index.ts'

/** What the admin's search box matches, worked out once from the text typed. */
export interface BookingSearch {
  /** Text to find anywhere in a booking's searchable fields, ignoring case; every character literal. */
  text?: string
  /** Digits to find in the phone number, when the text is a phone written with punctuation ("407-555"). */
  digits?: string
  /** The order the text names as 27, #27 or BO-000027. */
  orderId?: number
}

/** "#27" and "BO-000027" can only mean an order. */
const ORDER_NUMBER_PREFIX = /^(#|BO-)/i

export function parseBookingSearch(search: string): BookingSearch {
  const text = search.trim()
  const orderId = parseOrderNumber(text)
  // So is "27": a digit or two inside phones and e-mails would find half the orders, and no index can help a
  // pattern that short. "123" may also be part of a phone number, and is searched as both.
  if (orderId !== undefined && (ORDER_NUMBER_PREFIX.test(text) || text.length < MIN_PHONE_DIGITS)) {
    return { orderId }
  }
  const result: BookingSearch = { text }
  if (orderId !== undefined) result.orderId = orderId
  // A phone written with punctuation ("407-555") is also looked for among the phones' digits.
  const digits = phoneSearchDigits(text)
  if (digits !== undefined) result.digits = digits
  return result
}
