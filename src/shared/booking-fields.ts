import { z } from 'zod'

import { isDisplayText, notAllowedCharacters } from './plain-text.ts'

/*
 * A booking's fields that need no phone-number rules: the booking forms' first steps load these without the phone
 * library (booking.schema.ts adds the contact fields, docs/decisions.md "Budgets").
 */

/** Longest texts a booking keeps; longer input is refused with a message, never cut silently. */
export const TEXT_LIMITS = {
  name: 100,
  email: 254,
  phone: 30,
  streetAddress: 200,
  city: 100,
  state: 50,
  zipCode: 10,
  specialRequirements: 2000,
} as const

/** Quantities the server accepts; the forms offer fewer (blades 0 to 20 on the detailed form). */
export const MAX_QUANTITY = 100

// Range before wholeness, so 1e308 is told it is too many rather than not a whole number.
const quantity = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .min(0, `${label} cannot be negative`)
    .max(MAX_QUANTITY, `${label} cannot be more than ${MAX_QUANTITY}`)
    .int(`${label} must be a whole number`)
    .default(0)

export const optionalText = (label: string, max: number, { multiline = false } = {}) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .refine((text) => isDisplayText(text, { multiline }), notAllowedCharacters(label))
    .nullish()
    .transform((value) => (value ? value : null))

export const customerNameField = (message = 'Name is required') =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(TEXT_LIMITS.name, `Name must be at most ${TEXT_LIMITS.name} characters`)
    .refine((name) => isDisplayText(name), notAllowedCharacters('Name'))

export const customerEmailField = z
  .string({ error: 'Valid email is required' })
  .trim()
  .max(TEXT_LIMITS.email, `Email must be at most ${TEXT_LIMITS.email} characters`)
  .pipe(z.email('Valid email is required'))

export const zipCodeField = z
  .string({ error: 'ZIP code must be text' })
  .trim()
  .max(TEXT_LIMITS.zipCode, `ZIP code must be at most ${TEXT_LIMITS.zipCode} characters`)
  .refine((zip) => zip === '' || /^\d{5}(-\d{4})?$/.test(zip), 'ZIP code must be 5 digits, like 32804')
  .nullish()
  .transform((value) => (value ? value : null))

export const BookingQuantityFields = {
  bladesOver9Inches: quantity('Blades 9 inches and over'),
  blades7To9Inches: quantity('Blades 7 to 9 inches'),
  blades4To6Inches: quantity('Blades 4 to 6 inches'),
  bladesUnder4Inches: quantity('Blades under 4 inches'),
  nickRepairQuantity: quantity('Nick repair quantity'),
  strappingQuantity: quantity('Stropping quantity'),
}

/** Free text: line breaks and tabs allowed, up to 2,000 characters; blank is null. */
export const specialRequirementsField = optionalText(
  'Special requirements',
  TEXT_LIMITS.specialRequirements,
  { multiline: true },
)

export const NO_KNIVES = 'Please select at least 1 knife to continue.'

/** The contact step's fields, in the order the forms show them (booking.schema.ts has their rules). */
export const CONTACT_FIELD_NAMES = [
  'customerName',
  'customerEmail',
  'customerPhone',
  'streetAddress',
  'city',
  'state',
  'zipCode',
] as const

export type ContactFieldName = (typeof CONTACT_FIELD_NAMES)[number]
