import type { Transaction } from 'kysely'

import {
  editAddOnIssues,
  type EditedBookingMeasurement,
  type UpdateBookingInput,
} from '../../../shared/booking-admin.schema.ts'
import type { Booking } from '../../../shared/booking.schema.ts'
import { estimateBookingPriceCents } from '../../../shared/pricing.ts'
import type { BookingRow, BookingRowUpdate, Database } from '../../db/schema.ts'
import { badRequest } from '../../http-errors.ts'
import { readServedZips } from '../business/index.ts'
import { placeForStatus, withdrawOutdatedReminder } from '../pickup/index.ts'
import { contactAndQuantityColumns } from './booking-columns.ts'
import { customerIdForEditedBooking } from './booking-customer.ts'
import {
  bookingPriceList,
  insertBookingEvent,
  lockExistingBooking,
  toBooking,
} from '../booking-records/index.ts'
import { isOutOfArea } from './new-booking-row.ts'

/** The columns the edit form writes, with the words the history uses for them. */
const EDITABLE_COLUMNS = {
  customer_name: 'name',
  customer_email: 'e-mail',
  customer_phone: 'phone',
  street_address: 'street address',
  city: 'city',
  state: 'state',
  zip_code: 'ZIP code',
  blades_over_9_inches: 'blades 9 inches and over',
  blades_7_to_9_inches: 'blades 7 to 9 inches',
  blades_4_to_6_inches: 'blades 4 to 6 inches',
  blades_under_4_inches: 'blades under 4 inches',
  nick_repair_quantity: 'nick repair',
  strapping_quantity: 'stropping',
  special_requirements: 'special requirements',
  status: 'status',
} as const satisfies Partial<Record<keyof BookingRow, string>>

type EditableColumn = keyof typeof EDITABLE_COLUMNS

const measurementOf = (row: BookingRow): EditedBookingMeasurement => ({
  measurementType: row.measurement_type === 'pickup' ? 'pickup' : 'self',
  knifeCount: row.knife_count,
})

/**
 * The stored booking after the edit, priced again with the booking's own price list (the one it was made with,
 * never today's): a pickup booking's own knife count until the admin enters blade counts, then the counts
 * (docs/decisions.md "Prices"). How it was measured stays. A changed ZIP code is checked against today's served area.
 */
export function editedBookingColumns(
  current: BookingRow,
  input: UpdateBookingInput,
  servedZips: readonly string[] = [],
) {
  const zipChanged = (input.zipCode ?? null) !== current.zip_code
  const priceCents = estimateBookingPriceCents(
    { ...input, ...measurementOf(current) },
    bookingPriceList(current),
  )
  return {
    ...contactAndQuantityColumns(input),
    special_requirements: input.specialRequirements,
    status: input.status,
    estimated_price_cents: priceCents,
    // Once measured at pickup, a correction of the counts corrects the price the customer pays too.
    final_price_cents: current.final_price_cents === null ? null : priceCents,
    out_of_area: zipChanged ? (isOutOfArea(input.zipCode, servedZips) ? 1 : 0) : current.out_of_area,
  } satisfies BookingRowUpdate
}

/** What an edit changed, in words, for the order's history: "Changed name, blades under 4 inches". */
export function describeEdit(current: BookingRow, next: Record<EditableColumn, unknown>): string | null {
  const changed = (Object.keys(EDITABLE_COLUMNS) as EditableColumn[]).filter(
    (column) => column !== 'status' && current[column] !== next[column],
  )
  return changed.length ? `Changed ${changed.map((column) => EDITABLE_COLUMNS[column]).join(', ')}` : null
}

/**
 * PUT /api/bookings/{id}: the edit dialog's fields, priced again, the customer re-linked when the e-mail names
 * another one. An `edited` event says what changed (none when nothing did), and a `status` event a new status. A
 * cancelled order brought back takes its pickup place again, as a status change does (placeForStatus).
 */
export async function editBooking(
  trx: Transaction<Database>,
  id: number,
  input: UpdateBookingInput,
  { now, timeZone }: { now: number; timeZone: string },
): Promise<Booking> {
  const current = await lockExistingBooking(trx, id)
  await placeForStatus(trx, current, input.status, {
    timeZone,
    now,
    allowOverCapacity: input.allowOverCapacity,
  })
  const issues = editAddOnIssues(input, measurementOf(current))
  if (issues.length) throw badRequest(issues[0]!.message, issues)

  const columns = editedBookingColumns(current, input, await readServedZips(trx))
  const edited = describeEdit(current, columns)
  if (!edited && current.status === input.status) return toBooking(current)

  const customerId = await customerIdForEditedBooking(trx, current, input, now)
  const row = await trx
    .updateTable('bookings')
    .set({ ...columns, customer_id: customerId, updated_at: now })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow()
  await withdrawOutdatedReminder(trx, current, row)
  const event = { booking_id: id, at: now, from_status: null, to_status: null }
  if (edited) await insertBookingEvent(trx, { ...event, kind: 'edited', notes: edited })
  if (current.status !== input.status) {
    await insertBookingEvent(trx, {
      ...event,
      kind: 'status',
      from_status: current.status,
      to_status: input.status,
      notes: null,
    })
  }
  return toBooking(row)
}
