import type { Transaction } from 'kysely'

import type { UpdateBookingInput } from '../../../shared/booking-admin.schema.ts'
import type { BookingRow, Database } from '../../db/schema.ts'
import { normalizeEmail, upsertCustomerForBooking } from '../customers/index.ts'
import { customerContactOf } from './booking-columns.ts'

/**
 * The customer an edited booking belongs to: the one its (normalised) e-mail names, created if new. Customers
 * take their details from their newest booking (docs/decisions.md "Data"), so an edit of that booking updates them
 * too; an edit of an older one leaves them as the newer booking has them.
 */
export async function customerIdForEditedBooking(
  trx: Transaction<Database>,
  current: BookingRow,
  input: UpdateBookingInput,
  now: number,
): Promise<number> {
  const email = normalizeEmail(input.customerEmail)
  const newer = await trx
    .selectFrom('bookings')
    .innerJoin('customers', 'customers.id', 'bookings.customer_id')
    .select('bookings.id')
    .where('customers.email', '=', email)
    .where('bookings.id', '!=', current.id)
    .where((eb) =>
      eb.or([
        eb('bookings.created_at', '>', current.created_at),
        eb.and([eb('bookings.created_at', '=', current.created_at), eb('bookings.id', '>', current.id)]),
      ]),
    )
    .limit(1)
    .executeTakeFirst()
  if (newer) {
    const customer = await trx
      .selectFrom('customers')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow()
    return customer.id
  }
  return upsertCustomerForBooking(trx, customerContactOf(input), now)
}
