import type { Booking } from '../../../shared/booking.schema.ts'
import type { PublicBooking } from '../../../shared/public-search.schema.ts'
import { customerNotes } from '../../../shared/customer-notes.ts'
import { maskEmail, maskPhone, shortenName } from './masking.ts'
import { serviceCounts } from '../../../shared/pricing.ts'

/** What a look-up shows for special requirements: customers write gate codes and key places there. */
export const NOTES_ON_FILE = 'Notes on file'

/** "Notes on file" when the customer wrote any (the pickup form's own marker is not theirs), otherwise null. */
function notesOnFile(specialRequirements: string | null): string | null {
  return customerNotes(specialRequirements) ? NOTES_ON_FILE : null
}

/** What the searcher typed to find the booking: that much they may see in full. */
export type LookupKind = 'orderNumber' | 'email' | 'phone'

/**
 * A booking as the public order search shows it: no address, no customer id, and masked whatever contact detail
 * the searcher did not type. An order number proves the least, so it also shortens the name to "Jane D.".
 * Special requirements are never shown, only that there are some: the customer's own way back to the whole order
 * is its private link.
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
    ...serviceCounts(booking),
    specialRequirements: notesOnFile(booking.specialRequirements),
    estimatedPrice: booking.estimatedPrice,
    totalKnives: booking.totalKnives,
  }
}
