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
/**
 * Inserts the customer of `contact.email`, or on that e-mail's conflict refreshes it from the booking
 * (FOLLOW_NEWEST_BOOKING). One statement, so two first bookings at once still make one customer. It answers the
 * customer's id.
 */
const customerUpsert = (db: Db, customer: NewCustomerRow) =>
  db
    .insertInto('customers')
    .values(customer)
    .onConflict((conflict) =>
      conflict
        .column('email')
        .doUpdateSet((eb) =>
          Object.fromEntries(FOLLOW_NEWEST_BOOKING.map((column) => [column, eb.ref(`excluded.${column}`)])),
        ),
    )
    .returning('id')

/** The customer row a booking's contact makes. */
export function customerRow(contact: CustomerContact, now: number): NewCustomerRow {
  const digits = contact.phone ? phoneDigits(contact.phone) : ''
  return { ...contact, phone_digits: digits || null, created_at: now, updated_at: now }
}

/**
 * A new customer's row, answering its id, or nothing when the e-mail is known: a public booking's customer is
 * created, never rewritten (publicBookingCustomer). PostgreSQL's first statement of a booking runs it too
 * (booking-first-writes.ts).
 */
export const newCustomerInsert = (db: Db, customer: NewCustomerRow) =>
  db
    .insertInto('customers')
    .values(customer)
    .onConflict((conflict) => conflict.column('email').doNothing())
    .returning('id')

/** The id of the customer with this (normalised) e-mail; PostgreSQL's first statement of a booking reads it too. */
export const customerIdByEmail = (db: Db, { email }: Pick<NewCustomerRow, 'email'>) =>
  db.selectFrom('customers').select('id').where('email', '=', email)

/** Built once (prepared-statement.ts), as customerByEmail. */
const insertNewCustomer = preparedStatement(newCustomerInsert)

const customerByEmail = preparedStatement(customerIdByEmail)

/**
 * The customer a new booking belongs to: one per normalised e-mail, created by their first booking. Name, phone
 * and address follow the newest booking, blanks included (docs/decisions.md "Data"): what the customer told us last is
 * what we hold.
 */
export async function upsertCustomerForBooking(db: Db, contact: CustomerContact, now = Date.now()) {
  return (await customerUpsert(db, customerRow(contact, now)).executeTakeFirstOrThrow()).id
}

/**
 * The customer a public booking belongs to: created when the e-mail is new, otherwise left exactly as saved.
 * Anyone can type someone else's e-mail, so an unauthenticated booking never rewrites a customer's name, phone or
 * street; the booking keeps its own contact details and the admin may adopt them (booking-contact.routes.ts).
 * It answers the customer's id.
 */
export async function publicBookingCustomer(db: Db, contact: CustomerContact, now: number): Promise<number> {
  const row = customerRow(contact, now)
  const [created] = await insertNewCustomer(db, row)
  if (created) return created.id
  // Known, or created by a booking that committed since this insert began: the next statement sees it. Not
  // rewritten, not even with its own values, which would re-index its search entry (27be11a:bench/RESULTS-notes.md,
  // twenty-fifth pass).
  const [saved] = await customerByEmail(db, { email: row.email })
  return saved!.id
}

/**
 * A booking's answer to "E-mail me when my knives are due for sharpening again" becomes its customer's choice: the
 * latest answer wins, both ways (an unticked box is no consent to reminders). A ticked box is new consent, so it
 * also ends an earlier unsubscribe (docs/decisions.md "Customers who come back"); an unticked one leaves an
 * unsubscribe as it is. Written only when it changes, in the booking's transaction.
 */
export async function recordReminderChoice(db: Db, customerId: number, optIn: boolean): Promise<void> {
  if (!optIn) {
    await db
      .updateTable('customers')
      .set({ reminders_opt_in: 0 })
      .where('id', '=', customerId)
      .where('reminders_opt_in', '!=', 0)
      .execute()
    return
  }
  await db
    .updateTable('customers')
    .set({ reminders_opt_in: 1, unsubscribed_at: null })
    .where('id', '=', customerId)
    .where((eb) => eb.or([eb('reminders_opt_in', '!=', 1), eb('unsubscribed_at', 'is not', null)]))
    .execute()
}
