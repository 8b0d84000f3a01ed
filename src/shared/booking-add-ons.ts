import type { z } from 'zod'

import { ADD_ONS, totalKnives, type AddOnField, type PriceableBooking } from './pricing.ts'

export const NICK_REPAIR_TOO_MANY = 'Nick repair quantity cannot exceed the total number of knives'
export const STRAPPING_TOO_MANY = 'Stropping quantity cannot exceed the total number of knives'
export const ADD_ONS_TOO_MANY = 'Add-on services cannot exceed the total number of knives.'

const TOO_MANY: Record<AddOnField, string> = {
  nickRepairQuantity: NICK_REPAIR_TOO_MANY,
  strappingQuantity: STRAPPING_TOO_MANY,
}

/** An add-on count over the knives, under the field it names. */
export interface AddOnIssue {
  path: AddOnField
  message: string
}

/**
 * The add-on rule (spec section 5), for the booking forms, POST /api/bookings and the admin's edit: add-ons
 * cannot exceed the knives, counted as the price counts them (totalKnives). A pickup booking's two add-ons count
 * together, as on the pickup form; a self-measured booking's each on its own.
 */
export function addOnIssues(booking: PriceableBooking): AddOnIssue[] {
  const knives = totalKnives(booking)
  if (booking.measurementType === 'pickup') {
    return booking.nickRepairQuantity + booking.strappingQuantity > knives
      ? [{ path: 'nickRepairQuantity', message: ADD_ONS_TOO_MANY }]
      : []
  }
  return ADD_ONS.filter((addOn) => booking[addOn.field] > knives).map((addOn) => ({
    path: addOn.field,
    message: TOO_MANY[addOn.field],
  }))
}

/** The add-on rule inside a zod schema's superRefine. */
export function refineAddOns(booking: PriceableBooking, ctx: z.RefinementCtx): void {
  for (const issue of addOnIssues(booking)) {
    ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message })
  }
}
