import { z } from 'zod'

import { MAX_QUANTITY, TEXT_LIMITS } from '@shared/booking-fields.ts'
import { SERVICE_COUNT_FIELDS } from '@shared/pricing.ts'
import {
  BLADE_COUNT_OPTIONS,
  PICKUP_NOTES_MAX_LENGTH,
  type ContactFormValues,
  type DetailedDetailsValues,
} from './booking-form-schemas'

/**
 * Save as Draft keeps the detailed form here until the booking is made (docs/decisions.md "Buttons the spec
 * leaves blank").
 */
export const BOOKING_DRAFT_KEY = 'booking-draft'

// A draft is read back leniently: whatever is unreadable or out of range falls back to the field's empty value.
const count = (max: number) => z.number().int().min(0).max(max).catch(0)
const text = (max: number) => z.string().max(max).catch('')

const DraftValues = z.object({
  bladesOver9Inches: count(BLADE_COUNT_OPTIONS.max),
  blades7To9Inches: count(BLADE_COUNT_OPTIONS.max),
  blades4To6Inches: count(BLADE_COUNT_OPTIONS.max),
  bladesUnder4Inches: count(BLADE_COUNT_OPTIONS.max),
  nickRepairQuantity: count(MAX_QUANTITY),
  strappingQuantity: count(MAX_QUANTITY),
  specialRequirements: text(TEXT_LIMITS.specialRequirements),
  customerName: text(TEXT_LIMITS.name),
  customerEmail: text(TEXT_LIMITS.email),
  customerPhone: text(TEXT_LIMITS.phone),
  streetAddress: text(TEXT_LIMITS.streetAddress),
  city: text(TEXT_LIMITS.city),
  state: text(TEXT_LIMITS.state),
  zipCode: text(TEXT_LIMITS.zipCode),
})

const StoredDraft = z.object({ savedAt: z.iso.datetime(), values: DraftValues })

/** The same lenient reading for the answers kept while a form is open (session-form-values.ts). */
export const SessionValues = {
  detailedDetails: DraftValues.pick({
    ...SERVICE_COUNT_FIELDS,
    specialRequirements: true,
  }),
  contact: DraftValues.pick({
    customerName: true,
    customerEmail: true,
    customerPhone: true,
    streetAddress: true,
    city: true,
    state: true,
    zipCode: true,
  }),
  pickupKnives: z.object({
    totalKnives: z.number().int().min(1).max(MAX_QUANTITY).catch(1),
    nickRepairQuantity: count(MAX_QUANTITY),
    strappingQuantity: count(MAX_QUANTITY),
    specialRequirements: text(PICKUP_NOTES_MAX_LENGTH),
  }),
}

export type BookingDraft = z.infer<typeof StoredDraft>

/** Returns false when the browser refuses to store it (storage full, disabled or private mode). */
export function saveBookingDraft(
  values: DetailedDetailsValues & ContactFormValues,
  now = new Date(),
): boolean {
  try {
    localStorage.setItem(BOOKING_DRAFT_KEY, JSON.stringify({ savedAt: now.toISOString(), values }))
    return true
  } catch {
    return false
  }
}

export function loadBookingDraft(): BookingDraft | undefined {
  try {
    const raw = localStorage.getItem(BOOKING_DRAFT_KEY)
    if (raw === null) return undefined
    const parsed = StoredDraft.safeParse(JSON.parse(raw))
    return parsed.success ? parsed.data : undefined
  } catch {
    return undefined
  }
}

export function clearBookingDraft(): void {
  try {
    localStorage.removeItem(BOOKING_DRAFT_KEY)
  } catch {
    // Nothing stored that could be removed.
  }
}

/** A draft's values, split into the two steps' forms. */
export function splitBookingDraft({ values }: BookingDraft) {
  const { customerName, customerEmail, customerPhone, streetAddress, city, state, zipCode, ...details } =
    values
  return {
    details,
    contact: { customerName, customerEmail, customerPhone, streetAddress, city, state, zipCode },
  }
}
