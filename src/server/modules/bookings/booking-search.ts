import { phoneDigits } from '../customers/contact-keys.ts'
import { parseOrderNumber } from '../public/order-number.ts'

/** What the admin's search box matches, worked out once from the text typed. */
export interface BookingSearch {
  /** Text to find anywhere in a booking's searchable fields, ignoring case; every character literal. */
  text?: string
  /** Digits to find in the phone number, when the text is a phone written with punctuation ("407-555"). */
  digits?: string
  /** The order the text names as 27, #27 or BO-000027. */
  orderId?: number
}

/** A phone number as people type it: digits with spaces, dots, dashes, brackets or a leading +. */
const PHONE_LIKE = /^\+?[\d\s().-]+$/
/** Fewer digits than this would find nearly every phone. */
const MIN_PHONE_DIGITS = 3

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
  if (PHONE_LIKE.test(text)) {
    // Not phoneDigits' country-code rule: a fragment is matched as typed, only its punctuation dropped.
    const digits = text.replace(/\D/g, '')
    if (digits.length >= MIN_PHONE_DIGITS && digits !== text) result.digits = digits
    // A whole US number with its country code (+1 407 555 0123) is stored without it.
    const national = phoneDigits(text)
    if (national !== digits && national.length >= MIN_PHONE_DIGITS) {
      result.digits = national
    }
  }
  return result
}
