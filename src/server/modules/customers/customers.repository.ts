import type { Db } from '../../db/database.ts'
import { preparedStatement } from '../../db/prepared-statement.ts'
import type { NewCustomerRow } from '../../db/schema.ts'
import { phoneDigits } from './contact-keys.ts'

/** What a booking tells us about its customer; `email` already normalised (see contact-keys.ts). */
export type CustomerContact = Omit<NewCustomerRow, 'id' | 'phone_digits' | 'created_at' | 'updated_at'>

/** The customer columns a booking by the customer's own e-mail refreshes (docs/decisions.md "Data"). */
const FOLLOW_NEWEST_BOOKING = [
  'name',
  'phone',
  'phone_digits',
  'street_address',
  'city',
  'state',
  'zip_code',
  'updated_at',
] as const
/** A no-op update (the e-mail is the same), so that RETURNING gives the saved customer's id on both databases. */
const KEEP_AS_SAVED = ['email'] as const

/**
 * Inserts the customer of `contact.email`, or on that e-mail's conflict sets `refreshed` from the booking. One
 * statement, so two first bookings at once still make one customer. It answers the customer's id.
 */
const customerUpsert =
  (refreshed: typeof FOLLOW_NEWEST_BOOKING | typeof KEEP_AS_SAVED) => (db: Db, customer: NewCustomerRow) =>
    db
      .insertInto('customers')
      .values(customer)
      .onConflict((conflict) =>
        conflict
          .column('email')
          .doUpdateSet((eb) =>
            Object.fromEntries(refreshed.map((column) => [column, eb.ref(`excluded.${column}`)])),
          ),
      )
      .returning('id')

/** The customer row a booking's contact makes. */
export function customerRow(contact: CustomerContact, now: number): NewCustomerRow {
  const digits = contact.phone ? phoneDigits(contact.phone) : ''
  return { ...contact, phone_digits: digits || null, created_at: now, updated_at: now }
}

/** publicBookingCustomer's statement: a new booking runs it within its first on PostgreSQL. */
export const publicCustomerUpsert = customerUpsert(KEEP_AS_SAVED)

/** Built once (prepared-statement.ts): every public booking runs it. */
const runPublicCustomerUpsert = preparedStatement(publicCustomerUpsert)

/**
 * The customer a new booking belongs to: one per normalised e-mail, created by their first booking. Name, phone
 * and address follow the newest booking, blanks included (docs/decisions.md "Data"): what the customer told us last is
 * what we hold.
 */
export async function upsertCustomerForBooking(db: Db, contact: CustomerContact, now = Date.now()) {
  return (
    await customerUpsert(FOLLOW_NEWEST_BOOKING)(db, customerRow(contact, now)).executeTakeFirstOrThrow()
  ).id
}

/**
 * The customer a public booking belongs to: created when the e-mail is new, otherwise left exactly as saved.
 * Anyone can type someone else's e-mail, so an unauthenticated booking never rewrites a customer's name, phone or
 * street; the booking keeps its own contact details and the admin may adopt them (booking-contact.routes.ts).
 * It answers the customer's id.
 */
export async function publicBookingCustomer(db: Db, contact: CustomerContact, now: number): Promise<number> {
  const [customer] = await runPublicCustomerUpsert(db, customerRow(contact, now))
  return customer!.id
}
