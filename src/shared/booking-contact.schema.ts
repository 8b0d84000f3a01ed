import { z } from 'zod'

import { CONTACT_FIELD_NAMES } from './booking-fields.ts'

/** The contact details a booking keeps of its own and its customer holds too (the e-mail joins the two). */
export const ContactField = z.enum(CONTACT_FIELD_NAMES).exclude(['customerEmail'])

export const CONTACT_FIELD_LABELS: Record<z.infer<typeof ContactField>, string> = {
  customerName: 'Name',
  customerPhone: 'Phone',
  streetAddress: 'Street',
  city: 'City',
  state: 'State',
  zipCode: 'ZIP code',
}

export const ContactDifference = z.object({
  field: ContactField,
  /** As the booking has it. */
  booking: z.string().nullable(),
  /** As the saved customer has it. */
  customer: z.string().nullable(),
})

/**
 * A booking's contact against its saved customer. A public booking never rewrites a saved customer (anyone could
 * type someone else's e-mail), so the two may differ; the admin sees where and can adopt the booking's.
 */
export const BookingContactComparison = z
  .object({
    customerId: z.number().int(),
    differences: z.array(ContactDifference),
  })
  .meta({ id: 'BookingContactComparison' })

export type ContactDifference = z.infer<typeof ContactDifference>
export type BookingContactComparison = z.infer<typeof BookingContactComparison>
