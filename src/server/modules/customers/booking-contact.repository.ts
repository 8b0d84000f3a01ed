import type { BookingContactComparison, ContactDifference } from '../../../shared/booking-contact.schema.ts'
import type { Db } from '../../db/database.ts'
import type { BookingRow, CustomersTable } from '../../db/schema.ts'
import { phoneDigits } from './contact-keys.ts'

type CustomerContactColumns = Pick<
  CustomersTable,
  'name' | 'phone' | 'street_address' | 'city' | 'state' | 'zip_code'
>

/** Each contact field: the booking's column and the customer's. */
const COLUMNS = [
  ['customerName', 'customer_name', 'name'],
  ['customerPhone', 'customer_phone', 'phone'],
  ['streetAddress', 'street_address', 'street_address'],
  ['city', 'city', 'city'],
  ['state', 'state', 'state'],
  ['zipCode', 'zip_code', 'zip_code'],
] as const satisfies ReadonlyArray<
  readonly [ContactDifference['field'], keyof BookingRow, keyof CustomerContactColumns]
>

/** The booking's customer and where the booking's contact details differ from the saved ones; undefined: no booking. */
export async function compareBookingContact(
  db: Db,
  bookingId: number,
): Promise<BookingContactComparison | undefined> {
  const row = await db
    .selectFrom('bookings')
    .innerJoin('customers', 'customers.id', 'bookings.customer_id')
    .select([
      'customers.id as customerId',
      'bookings.customer_name',
      'bookings.customer_phone',
      'bookings.street_address as booking_street_address',
      'bookings.city as booking_city',
      'bookings.state as booking_state',
      'bookings.zip_code as booking_zip_code',
      'customers.name',
      'customers.phone',
      'customers.street_address',
      'customers.city',
      'customers.state',
      'customers.zip_code',
    ])
    .where('bookings.id', '=', bookingId)
    .executeTakeFirst()
  if (!row) return undefined
  const bookingValues: Record<ContactDifference['field'], string | null> = {
    customerName: row.customer_name,
    customerPhone: row.customer_phone,
    streetAddress: row.booking_street_address,
    city: row.booking_city,
    state: row.booking_state,
    zipCode: row.booking_zip_code,
  }
  const differences = COLUMNS.flatMap(([field, , customerColumn]) => {
    const booking = bookingValues[field]
    const customer = row[customerColumn]
    return booking === customer ? [] : [{ field, booking, customer }]
  })
  return { customerId: row.customerId, differences }
}

/** The admin's choice: the customer takes the booking's contact details. */
export async function adoptBookingContact(db: Db, bookingId: number, now: number): Promise<boolean> {
  const booking = await db
    .selectFrom('bookings')
    .select(['customer_id', 'customer_name', 'customer_phone', 'street_address', 'city', 'state', 'zip_code'])
    .where('id', '=', bookingId)
    .executeTakeFirst()
  if (!booking) return false
  const digits = booking.customer_phone ? phoneDigits(booking.customer_phone) : ''
  await db
    .updateTable('customers')
    .set({
      name: booking.customer_name,
      phone: booking.customer_phone,
      phone_digits: digits || null,
      street_address: booking.street_address,
      city: booking.city,
      state: booking.state,
      zip_code: booking.zip_code,
      updated_at: now,
    })
    .where('id', '=', booking.customer_id)
    .execute()
  return true
}
