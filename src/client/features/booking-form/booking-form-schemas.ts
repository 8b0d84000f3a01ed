import { z } from 'zod'

import {
  BookingQuantityFields,
  MAX_QUANTITY,
  TEXT_LIMITS,
  type ContactFieldName,
} from '@shared/booking-fields.ts'
import type { CreateBookingBody } from '@shared/booking.schema.ts'
import { refineAddOns } from '@shared/booking-add-ons.ts'
import { pickupMarker, type BladeCounts, type PriceableBooking } from '@shared/pricing.ts'
import type { ContactSchema } from './contact-schema'

/** What the forms offer (spec section 9); the server accepts up to MAX_QUANTITY of each. */
export const BLADE_COUNT_OPTIONS = { min: 0, max: 20 } as const
export const ADD_ON_COUNT_OPTIONS = { min: 0, max: MAX_QUANTITY } as const
export const PICKUP_KNIFE_OPTIONS = { min: 1, max: 20 } as const

/** The pickup form writes its marker in front of the customer's notes, and both must fit the server's limit. */
export const PICKUP_NOTES_MAX_LENGTH = TEXT_LIMITS.specialRequirements - pickupMarker(MAX_QUANTITY).length - 1

const specialRequirements = (max: number) =>
  z.string().trim().max(max, `Special requirements must be at most ${max} characters`)

/** Step 1 of the detailed (measure myself) form: the server's count rules plus the per-add-on limits. */
export const DetailedDetailsSchema = z
  .object({
    ...BookingQuantityFields,
    specialRequirements: specialRequirements(TEXT_LIMITS.specialRequirements),
  })
  .superRefine((details, ctx) => refineAddOns({ ...details, measurementType: 'self' }, ctx))

export type DetailedDetailsValues = z.input<typeof DetailedDetailsSchema>
export type DetailedDetailsOutput = z.output<typeof DetailedDetailsSchema>

const NO_BLADES: BladeCounts = {
  bladesOver9Inches: 0,
  blades7To9Inches: 0,
  blades4To6Inches: 0,
  bladesUnder4Inches: 0,
}

export const NO_DETAILED_DETAILS = {
  ...NO_BLADES,
  nickRepairQuantity: 0,
  strappingQuantity: 0,
  specialRequirements: '',
} satisfies DetailedDetailsValues

/** Step 1 of the simplified (measure on pickup) form: a knife count instead of blade sizes (spec section 5). */
export const PickupKnivesSchema = z.object({
  totalKnives: z
    .number({ error: 'At least 1 knife is required' })
    .int('At least 1 knife is required')
    .min(1, 'At least 1 knife is required')
    .max(MAX_QUANTITY, 'Maximum 100 knives'),
  nickRepairQuantity: BookingQuantityFields.nickRepairQuantity,
  strappingQuantity: BookingQuantityFields.strappingQuantity,
  specialRequirements: specialRequirements(PICKUP_NOTES_MAX_LENGTH),
})

export type PickupKnivesValues = z.input<typeof PickupKnivesSchema>
export type PickupKnivesOutput = z.output<typeof PickupKnivesSchema>

export type ContactFormValues = z.input<typeof ContactSchema>
export type ContactOutput = z.output<typeof ContactSchema>

export function emptyContactValues(defaults: { city?: string; state?: string; zipCode?: string } = {}) {
  const fields = {
    customerName: '',
    customerEmail: '',
    customerPhone: '',
    streetAddress: '',
    city: defaults.city ?? '',
    state: defaults.state ?? '',
    zipCode: defaults.zipCode ?? '',
  } satisfies Record<ContactFieldName, string>
  return { ...fields, rebookReminder: false }
}

export function detailedBookingRequest(
  details: DetailedDetailsOutput,
  contact: ContactOutput,
): CreateBookingBody {
  return {
    ...details,
    ...contact,
    specialRequirements: details.specialRequirements || null,
    measurementType: 'self',
  }
}

/** The pickup form's counts as the booking they make: every blade count 0 until measured, and its knife count. */
export function pickupKnivesBooking(
  knives: Pick<PickupKnivesOutput, 'totalKnives' | 'nickRepairQuantity' | 'strappingQuantity'>,
): PriceableBooking & { measurementType: 'pickup' } {
  return {
    ...NO_BLADES,
    nickRepairQuantity: knives.nickRepairQuantity,
    strappingQuantity: knives.strappingQuantity,
    measurementType: 'pickup',
    knifeCount: knives.totalKnives,
  }
}

/** The pickup form sends its counts and the spec's marker in front of any notes (docs/decisions.md "Prices"). */
export function pickupBookingRequest(knives: PickupKnivesOutput, contact: ContactOutput): CreateBookingBody {
  const marker = pickupMarker(knives.totalKnives)
  return {
    ...pickupKnivesBooking(knives),
    ...contact,
    specialRequirements: knives.specialRequirements ? `${marker} ${knives.specialRequirements}` : marker,
  }
}

/** A count chosen in a select, or 0 when the value is not a usable count. */
export function toCount(value: unknown): number {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : 0
}

export const isBlank = (value: unknown) => typeof value !== 'string' || value.trim() === ''
