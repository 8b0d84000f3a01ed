/**
 * What the public order search shows of contact details the searcher did not type (docs/decisions.md "Public
 * look-ups"): enough for customers to recognise their own, not enough to learn someone else's.
 */

const HIDDEN = '•••'

/** "jane.doe@example.com" → "j•••@example.com". */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@')
  if (at < 1) return HIDDEN
  // By code point, so an address that starts with an emoji does not show half a surrogate pair.
  const [first] = Array.from(email)
  return `${first}${HIDDEN}${email.slice(at)}`
}

/** Fewer digits than any real phone number: their last four would give most of it away. */
const MIN_DIGITS_TO_HINT = 7

/** "(407) 555-0123" → "•••-•••-0123"; something too short to be a phone number shows no digit at all. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '')
  const lastFour = digits.length >= MIN_DIGITS_TO_HINT ? digits.slice(-4) : '••••'
  return `${HIDDEN}-${HIDDEN}-${lastFour}`
}

/** "Jane Doe" → "Jane D."; "Mary Ann Smith" → "Mary S."; a single name stays as it is. */
export function shortenName(name: string): string {
  const words = name.trim().split(/\s+/)
  const first = words[0] ?? ''
  if (words.length < 2) return first
  const [initial = ''] = Array.from(words.at(-1) ?? '')
  return `${first} ${initial.toLocaleUpperCase('en-US')}.`
}
