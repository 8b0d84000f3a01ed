import { parsePhoneNumberFromString } from 'libphonenumber-js/min'

/** What the phone fields say when a number is not one (both booking forms, the edit dialog, the server). */
export const PHONE_INVALID =
  'Enter a 10-digit US phone number, like (407) 555-0102, or an international one starting with +'

/**
 * The whole text must be the number: by default the library extracts a number from within other words, so
 * "call 407-555-0102" would pass and be stored with its words.
 */
const parsePhone = (text: string) =>
  parsePhoneNumberFromString(text, { defaultCountry: 'US', extract: false })

/** A phone number a person can be called on: 10 digits (US) or a valid `+` international number. */
export function isValidPhone(text: string): boolean {
  return parsePhone(text)?.isValid() === true
}

/**
 * A phone as shown in lists, cards, receipts and exports: "(407) 555-0102" for a US number, "+44 20 7946 0958"
 * for another country. It is stored as typed; what does not read as a number (an older entry, a masked
 * `•••-•••-4567`) is shown as it is.
 */
export function formatPhone(text: string): string {
  const phone = parsePhone(text)
  if (!phone?.isValid()) return text
  return phone.country === 'US' ? phone.formatNational() : phone.formatInternational()
}
