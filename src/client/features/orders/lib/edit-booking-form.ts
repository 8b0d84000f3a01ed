import type { UpdateBookingBody } from '../../../../shared/booking-admin.schema.ts'
import type { Booking } from '../../../../shared/booking.schema.ts'

/** The edit dialog's fields as the form holds them (the server schema's input). */
export type EditBookingValues = UpdateBookingBody

export const CONTACT_FIELDS = ['customerName', 'customerEmail', 'customerPhone'] as const
export const ADDRESS_FIELDS = ['streetAddress', 'city', 'state', 'zipCode'] as const

/** The form's starting values: the order as saved, with '' in the text boxes where it has nothing. */
export function editValuesOf(booking: Booking): Required<EditBookingValues> {
  return {
    customerName: booking.customerName,
    customerEmail: booking.customerEmail,
    customerPhone: booking.customerPhone ?? '',
    streetAddress: booking.streetAddress ?? '',
    city: booking.city ?? '',
    state: booking.state ?? '',
    zipCode: booking.zipCode ?? '',
    bladesOver9Inches: booking.bladesOver9Inches,
    blades7To9Inches: booking.blades7To9Inches,
    blades4To6Inches: booking.blades4To6Inches,
    bladesUnder4Inches: booking.bladesUnder4Inches,
    nickRepairQuantity: booking.nickRepairQuantity,
    strappingQuantity: booking.strappingQuantity,
    specialRequirements: booking.specialRequirements ?? '',
    status: booking.status,
  }
}

const EDIT_FIELDS = new Set<string>(Object.keys(editValuesOf({} as Booking)))

/** Whether a server issue's path names one of the form's fields, so its message can go under that field. */
export const isEditField = (path: string): path is keyof EditBookingValues => EDIT_FIELDS.has(path)
