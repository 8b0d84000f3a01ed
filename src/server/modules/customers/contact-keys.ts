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
