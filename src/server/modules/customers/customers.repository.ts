import type { Db } from '../../db/database.ts'
import type { NewCustomerRow } from '../../db/schema.ts'
import { phoneDigits } from './contact-keys.ts'

/** What a booking tells us about its customer; `email` already normalised (see contact-keys.ts). */
export type CustomerContact = Omit<NewCustomerRow, 'id' | 'phone_digits' | 'created_at' | 'updated_at'>

/**
 * The customer a new booking belongs to: one per normalised e-mail, created by their first booking. Name, phone
 * and address follow the newest booking, blanks included (docs/decisions.md "Data"): what the customer told
 * us last is what we hold. One statement, so two first bookings at once still make one customer.
 */
export async function upsertCustomerForBooking(
  db: Db,
  contact: CustomerContact,
  now = Date.now(),
): Promise<number> {
  const digits = contact.phone ? phoneDigits(contact.phone) : ''
  const row = await db
    .insertInto('customers')
    .values({ ...contact, phone_digits: digits || null, created_at: now, updated_at: now })
    .onConflict((conflict) =>
      conflict.column('email').doUpdateSet((eb) => ({
        name: eb.ref('excluded.name'),
        phone: eb.ref('excluded.phone'),
        phone_digits: eb.ref('excluded.phone_digits'),
        street_address: eb.ref('excluded.street_address'),
        city: eb.ref('excluded.city'),
        state: eb.ref('excluded.state'),
        zip_code: eb.ref('excluded.zip_code'),
        updated_at: eb.ref('excluded.updated_at'),
      })),
    )
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/**
 * The customer a public booking belongs to: created when the e-mail is new, otherwise left exactly as saved.
 * Anyone can type someone else's e-mail, so an unauthenticated booking never rewrites a customer's name, phone or
 * street; the booking keeps its own contact details and the admin may adopt them (booking-contact.routes.ts).
 * One statement, so two first bookings at once still make one customer.
 */
export async function findOrCreateCustomerForBooking(
  db: Db,
  contact: CustomerContact,
  now = Date.now(),
): Promise<number> {
  const digits = contact.phone ? phoneDigits(contact.phone) : ''
  const row = await db
    .insertInto('customers')
    .values({ ...contact, phone_digits: digits || null, created_at: now, updated_at: now })
    // A no-op update (the e-mail is the same), so that RETURNING gives the saved customer's id on both databases.
    .onConflict((conflict) =>
      conflict.column('email').doUpdateSet((eb) => ({ email: eb.ref('excluded.email') })),
    )
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}
