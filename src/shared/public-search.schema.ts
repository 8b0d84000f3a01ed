/** The public order search (docs/decisions.md "Public look-ups"): its query, and the bookings it shows. */
import { z } from 'zod'

import { Booking, TEXT_LIMITS } from './booking.schema.ts'
import { isPlainText, notAllowedCharacters } from './plain-text.ts'
import { SERVICE_COUNT_FIELDS } from './pricing.ts'

/**
 * A booking as the public order search shows it (docs/decisions.md "Public look-ups"): no street address, no customer
 * id, and the contact details the searcher did not type masked (`•••-•••-4567`, `j•••@example.com`).
 */
export const PublicBooking = Booking.pick({
  id: true,
  createdAt: true,
  status: true,
  measurementType: true,
  customerName: true,
  customerEmail: true,
  customerPhone: true,
  ...SERVICE_COUNT_FIELDS,
  specialRequirements: true,
  estimatedPrice: true,
  totalKnives: true,
}).meta({ id: 'PublicBooking' })

export const PublicSearchResult = z.object({ bookings: z.array(PublicBooking) })

export type PublicBooking = z.infer<typeof PublicBooking>
export type PublicSearchResult = z.infer<typeof PublicSearchResult>

const SEARCH_BY_ONE = 'Search by exactly one of email or phone.'

/** GET /api/public/search: by e-mail or by phone, never both (docs/decisions.md "Public look-ups"). */
export const PublicSearchQuery = z
  .object({
    email: z
      .string({ error: 'Enter one e-mail address to search' })
      .trim()
      .min(1, 'Enter an e-mail address to search')
      .max(TEXT_LIMITS.email, `Email must be at most ${TEXT_LIMITS.email} characters`)
      .refine((email) => isPlainText(email), notAllowedCharacters('Email'))
      .optional(),
    phone: z
      .string({ error: 'Enter one phone number to search' })
      .trim()
      .min(1, 'Enter a phone number to search')
      .max(TEXT_LIMITS.phone, `Phone must be at most ${TEXT_LIMITS.phone} characters`)
      .refine((phone) => isPlainText(phone), notAllowedCharacters('Phone'))
      .optional(),
  })
  .refine((query) => (query.email === undefined) !== (query.phone === undefined), SEARCH_BY_ONE)

export type PublicSearchQuery = z.input<typeof PublicSearchQuery>
