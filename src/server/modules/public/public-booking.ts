import type { Booking, PublicBooking } from '../../../shared/booking.schema.ts'
import { maskEmail, maskPhone, shortenName } from './masking.ts'

/** What the searcher typed to find the booking: that much they may see in full. */
export type LookupKind = 'orderNumber' | 'email' | 'phone'

/**
 * A booking as the public order search shows it: no address, no customer id, and masked whatever contact detail
 * the searcher did not type. An order number proves the least, so it also shortens the name to "Jane D.".
 */
export function toPublicBooking(booking: Booking, foundBy: LookupKind): PublicBooking {
  const phone = booking.customerPhone
  return {
    id: booking.id,
    createdAt: booking.createdAt,
    status: booking.status,
    measurementType: booking.measurementType,
    customerName: foundBy === 'orderNumber' ? shortenName(booking.customerName) : booking.customerName,
    customerEmail: foundBy === 'email' ? booking.customerEmail : maskEmail(booking.customerEmail),
    customerPhone: phone === null || foundBy === 'phone' ? phone : maskPhone(phone),
    bladesOver9Inches: booking.bladesOver9Inches,
    blades7To9Inches: booking.blades7To9Inches,
    blades4To6Inches: booking.blades4To6Inches,
    bladesUnder4Inches: booking.bladesUnder4Inches,
    nickRepairQuantity: booking.nickRepairQuantity,
    strappingQuantity: booking.strappingQuantity,
    specialRequirements: booking.specialRequirements,
    estimatedPrice: booking.estimatedPrice,
    totalKnives: booking.totalKnives,
  }
}
