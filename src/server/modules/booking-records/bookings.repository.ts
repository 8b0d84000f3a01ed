import { BOOKING_STATUSES, type BookingStatus } from '../../../shared/booking-status.ts'
import type { Booking, FailedMail } from '../../../shared/booking.schema.ts'
import { centsToDecimal } from '../../../shared/format.ts'
import { MailKind } from '../../../shared/outbox.schema.ts'
import { serviceCounts, totalKnives } from '../../../shared/pricing.ts'
import type { Db } from '../../db/database.ts'
import { preparedStatement } from '../../db/prepared-statement.ts'
import type { BookingRow, NewBookingRow } from '../../db/schema.ts'
import { bookingPriceList } from './booking-prices.ts'

const isBookingStatus = (status: string): status is BookingStatus =>
  (BOOKING_STATUSES as readonly string[]).includes(status)

/**
 * A stored booking as the API returns it: instants as ISO text, flags as booleans, money as "54.00". The only
 * place a booking row becomes the API's shape.
 */
export function toBooking(row: BookingRow): Booking {
  const measurementType = row.measurement_type === 'pickup' ? 'pickup' : 'self'
  // Written out, not `{ ...counts, measurementType, … }`: a literal that begins with a spread and adds to it kept
  // every booking made here alive until a full garbage collection (27be11a:bench/RESULTS-notes.md, fifteenth
  // pass).
  const counted = {
    bladesOver9Inches: row.blades_over_9_inches,
    blades7To9Inches: row.blades_7_to_9_inches,
    blades4To6Inches: row.blades_4_to_6_inches,
    bladesUnder4Inches: row.blades_under_4_inches,
    nickRepairQuantity: row.nick_repair_quantity,
    strappingQuantity: row.strapping_quantity,
    measurementType,
    knifeCount: row.knife_count,
  } as const
  return {
    id: row.id,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
    // Only this server writes statuses; should an unknown one appear, it reads as Pending, as the spec shows it.
    status: isBookingStatus(row.status) ? row.status : 'pending',
    archived: row.archived === 1,
    measurementType,
    knifeCount: row.knife_count,
    customerId: row.customer_id,
    customerName: row.customer_name,
    customerEmail: row.customer_email,
    customerPhone: row.customer_phone,
    streetAddress: row.street_address,
    city: row.city,
    state: row.state,
    zipCode: row.zip_code,
    ...serviceCounts(counted),
    specialRequirements: row.special_requirements,
    estimatedPrice: centsToDecimal(row.estimated_price_cents),
    totalKnives: totalKnives(counted),
    outOfArea: row.out_of_area === 1,
    pickupStart: row.pickup_start === null ? null : new Date(row.pickup_start).toISOString(),
    pickupEnd: row.pickup_end === null ? null : new Date(row.pickup_end).toISOString(),
    prices: bookingPriceList(row),
    pickedUpAt: row.picked_up_at === null ? null : new Date(row.picked_up_at).toISOString(),
    finalPrice: row.final_price_cents === null ? null : centsToDecimal(row.final_price_cents),
    amountPaid: centsToDecimal(row.amount_paid_cents),
    balanceDue: centsToDecimal(balanceDueCents(row)),
    returnStart: row.return_start === null ? null : new Date(row.return_start).toISOString(),
    returnEnd: row.return_end === null ? null : new Date(row.return_end).toISOString(),
    failedMail: failedMailOf(row),
  }
}

/** The marker's message; a kind this server no longer knows reads as plain mail to retry. */
const failedMailOf = ({ failed_mail_id: id, failed_mail_kind: kind }: BookingRow): FailedMail | null =>
  id === null ? null : { id, kind: MailKind.catch('status').parse(kind) }

/** What is left to pay: the price measured at pickup, or the estimate before it, less the payments. */
export function balanceDueCents(
  row: Pick<BookingRow, 'final_price_cents' | 'estimated_price_cents' | 'amount_paid_cents'>,
): number {
  return (row.final_price_cents ?? row.estimated_price_cents) - row.amount_paid_cents
}

/**
 * These orders in full, in the order of `ids`, for a page chosen from narrower rows: one read by primary key. An
 * order deleted since its id was read is left out, as it would be a moment later.
 */
export async function bookingsInOrder(db: Db, ids: readonly number[]): Promise<Booking[]> {
  if (ids.length === 0) return []
  const rows = await db.selectFrom('bookings').selectAll().where('id', 'in', ids).execute()
  const byId = new Map(rows.map((row) => [row.id, row]))
  return ids.flatMap((id) => {
    const row = byId.get(id)
    return row ? [toBooking(row)] : []
  })
}

/** Built once (prepared-statement.ts): every booking on SQLite is inserted by it. */
const runInsertBooking = preparedStatement((db, booking: NewBookingRow) =>
  db.insertInto('bookings').values(booking).returningAll(),
)

export async function insertBooking(db: Db, booking: NewBookingRow): Promise<Booking> {
  const [row] = await runInsertBooking(db, booking)
  return toBooking(row!)
}

export async function findBookingById(db: Db, id: number): Promise<Booking | undefined> {
  const row = await db.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirst()
  return row && toBooking(row)
}

/**
 * A customer's bookings, newest first, found by their normalised e-mail through the customer (the unique
 * customers.email, then bookings_customer_idx), archived ones included.
 */
export async function listBookingsByCustomerEmail(db: Db, email: string, limit: number): Promise<Booking[]> {
  const rows = await db
    .selectFrom('bookings')
    .innerJoin('customers', 'customers.id', 'bookings.customer_id')
    .selectAll('bookings')
    .where('customers.email', '=', email)
    .orderBy('bookings.created_at', 'desc')
    .orderBy('bookings.id', 'desc')
    .limit(limit)
    .execute()
  return rows.map(toBooking)
}

/** Bookings whose phone has these digits (see phoneDigits), newest first, archived ones included. */
export async function listBookingsByPhoneDigits(db: Db, digits: string, limit: number): Promise<Booking[]> {
  const rows = await db
    .selectFrom('bookings')
    .selectAll()
    .where('customer_phone_digits', '=', digits)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute()
  return rows.map(toBooking)
}
