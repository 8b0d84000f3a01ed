import type { UpdateBookingBody } from '@shared/booking-admin.schema.ts'
import type { Booking } from '@shared/booking.schema.ts'
import { splitNotes } from '@shared/customer-notes.ts'
import { serviceCounts } from '@shared/pricing.ts'

/**
 * The edit dialog's fields as the form holds them (the server schema's input); the owner's confirmation of a full
 * window is no field: it is added to a save the server refused (edit-booking-form.tsx).
 */
export type EditBookingValues = Omit<UpdateBookingBody, 'allowOverCapacity'>

export const CONTACT_FIELDS = ['customerName', 'customerEmail', 'customerPhone'] as const
export const ADDRESS_FIELDS = ['streetAddress', 'city', 'state', 'zipCode'] as const

/**
 * The form's starting values: the order as saved, with '' in the text boxes where it has nothing. The notes box
 * holds the notes alone: a pickup booking's marker is shown in words beside it and stored again on save.
 */
export function editValuesOf(booking: Booking): Required<EditBookingValues> {
  return {
    customerName: booking.customerName,
    customerEmail: booking.customerEmail,
    customerPhone: booking.customerPhone ?? '',
    streetAddress: booking.streetAddress ?? '',
    city: booking.city ?? '',
    state: booking.state ?? '',
    zipCode: booking.zipCode ?? '',
    ...serviceCounts(booking),
    specialRequirements: splitNotes(booking.specialRequirements).notes,
    status: booking.status,
  }
}

/** The form's field names, so the server's messages for them can go under the fields. */
export const EDIT_FIELDS = Object.keys(editValuesOf({} as Booking)) as (keyof EditBookingValues)[]
