import type { PublicOrder } from '@shared/order-page.schema.ts'
import { bladeCounts } from '@shared/pricing.ts'
import type { ContactFormValues, DetailedDetailsValues, PickupKnivesValues } from './booking-form-schemas'

/** "Book again" (issue 43 point 4): which form, and its two steps filled in from an earlier order. */
export type BookAgainValues =
  | { form: 'self'; details: DetailedDetailsValues; contact: ContactFormValues }
  | { form: 'pickup'; knives: PickupKnivesValues; contact: ContactFormValues }

/**
 * The order's blade counts (or, not measured yet, its knife count), add-ons and contact. Its notes are left out
 * (they were about that pickup), and the reminder box starts unticked as on every booking: consent is given anew.
 */
export function bookAgainValues(order: PublicOrder): BookAgainValues {
  const contact: ContactFormValues = {
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    customerPhone: order.customerPhone ?? '',
    streetAddress: order.streetAddress ?? '',
    city: order.city ?? '',
    state: order.state ?? '',
    zipCode: order.zipCode ?? '',
    rebookReminder: false,
  }
  const addOns = { nickRepairQuantity: order.nickRepairQuantity, strappingQuantity: order.strappingQuantity }
  const blades = bladeCounts(order)
  const measured = Object.values(blades).some((count) => count > 0)
  if (measured) return { form: 'self', details: { ...blades, ...addOns, specialRequirements: '' }, contact }
  return {
    form: 'pickup',
    knives: { totalKnives: order.knifeCount ?? order.totalKnives, ...addOns, specialRequirements: '' },
    contact,
  }
}
