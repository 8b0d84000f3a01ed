/** The form of an e-mail address that customers are keyed and searched by: trimmed and lower-cased. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase()
}

/**
 * The digits a phone number is stored and searched by, however it was written: "(407) 555-0123",
 * "407.555.0123" and "+1 407 555 0123" are all 4075550123. Only an 11-digit number loses its leading 1 (the US
 * country code); any other number keeps every digit.
 */
export function phoneDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '')
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits
}

/** A phone number as people type it: digits with spaces, dots, dashes, brackets or a leading +. */
const PHONE_LIKE = /^\+?[\d\s().-]+$/
/** Fewer digits than this would find nearly every phone. */
export const MIN_PHONE_DIGITS = 3

/**
 * The digits to look for among stored phone digits when a search is (part of) a phone number written with
 * punctuation: "407-555" → "407555". A fragment keeps every digit it has; only a whole US number written with its
 * country code ("+1 407 555 0123") loses it, as phoneDigits stores it. Undefined for any other text, and for
 * bare digits, which the text search already finds among the digits.
 */
export function phoneSearchDigits(search: string): string | undefined {
  const text = search.trim()
  if (!PHONE_LIKE.test(text)) return undefined
  const national = phoneDigits(text)
  const digits = national !== text.replace(/\D/g, '') ? national : text.replace(/\D/g, '')
  return digits.length >= MIN_PHONE_DIGITS && digits !== text ? digits : undefined
}
