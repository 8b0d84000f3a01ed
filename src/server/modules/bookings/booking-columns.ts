import type { CreateBookingInput } from '../../../shared/booking.schema.ts'
import { type CustomerContact, normalizeEmail, phoneDigits } from '../customers/index.ts'

type Contact = Pick<
  CreateBookingInput,
  'customerName' | 'customerEmail' | 'customerPhone' | 'streetAddress' | 'city' | 'state' | 'zipCode'
>

type ContactAndQuantities = Contact &
  Pick<
    CreateBookingInput,
    | 'bladesOver9Inches'
    | 'blades7To9Inches'
    | 'blades4To6Inches'
    | 'bladesUnder4Inches'
    | 'nickRepairQuantity'
    | 'strappingQuantity'
  >

/** The columns holding a booking's contact details and quantities: the same for a new booking and for an edit. */
export function contactAndQuantityColumns(input: ContactAndQuantities) {
  const digits = input.customerPhone === null ? '' : phoneDigits(input.customerPhone)
  return {
    customer_name: input.customerName,
    // As typed (trimmed): the customer's own spelling is what the confirmation shows back.
    customer_email: input.customerEmail,
    customer_phone: input.customerPhone,
    customer_phone_digits: digits || null,
    street_address: input.streetAddress,
    city: input.city,
    state: input.state,
    zip_code: input.zipCode,
    blades_over_9_inches: input.bladesOver9Inches,
    blades_7_to_9_inches: input.blades7To9Inches,
    blades_4_to_6_inches: input.blades4To6Inches,
    blades_under_4_inches: input.bladesUnder4Inches,
    nick_repair_quantity: input.nickRepairQuantity,
    strapping_quantity: input.strappingQuantity,
  }
}

/** The customer as a booking describes them: the e-mail normalised (contact-keys.ts), the rest as typed. */
export function customerContactOf(input: Contact): CustomerContact {
  return {
    email: normalizeEmail(input.customerEmail),
    name: input.customerName,
    phone: input.customerPhone,
    street_address: input.streetAddress,
    city: input.city,
    state: input.state,
    zip_code: input.zipCode,
  }
}
