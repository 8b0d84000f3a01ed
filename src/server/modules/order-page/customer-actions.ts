import type { Transaction } from 'kysely'

import { bookingStatusLabel } from '../../../shared/booking-status.ts'
import type { EmailSource } from '../../../shared/email.schema.ts'
import { formatBookingId } from '../../../shared/format.ts'
import { CUSTOMER_CANCELLED_NOTE } from '../../../shared/order-timeline.ts'
import type { Database } from '../../db/schema.ts'
import { conflict } from '../../http-errors.ts'
import { customerCancelled, customerMessage, tellOwner } from '../attention/index.ts'
import { insertBookingEvent, insertBookingNote, lockBooking } from '../booking-records/index.ts'
import { summaryColumns } from '../inbox/index.ts'
import { withdrawOutdatedReminder } from '../pickup/index.ts'
import { orderNotFound } from './public-order.ts'

/**
 * The customer cancels their order while it is pending. The update only matches a pending order, so of many
 * requests at once exactly one cancels and records the event; the others find it cancelled and get the 409. The
 * owner hears of it ("Needs attention", and an e-mail when switched on: call app.mailSender.wake() after the commit).
 */
export async function cancelPendingOrder(
  trx: Transaction<Database>,
  bookingId: number,
  now: number,
): Promise<void> {
  const current = await lockBooking(trx, bookingId)
  if (!current) throw orderNotFound()
  const updated = await trx
    .updateTable('bookings')
    .set({ status: 'cancelled', updated_at: now })
    .where('id', '=', bookingId)
    .where('status', '=', 'pending')
    .executeTakeFirst()
  if (Number(updated.numUpdatedRows) === 0) {
    const status = bookingStatusLabel(current.status).toLowerCase()
    throw conflict(
      current.status === 'cancelled'
        ? 'This order is already cancelled.'
        : `This order can no longer be cancelled here: it is already ${status}. Please write to us below instead.`,
    )
  }
  await withdrawOutdatedReminder(trx, current, { ...current, status: 'cancelled' })
  await insertBookingEvent(trx, {
    booking_id: bookingId,
    at: now,
    kind: 'status',
    from_status: 'pending',
    to_status: 'cancelled',
    notes: CUSTOMER_CANCELLED_NOTE,
  })
  await tellOwner(trx, customerCancelled({ id: bookingId, customerName: current.customer_name }, now))
}

/**
 * A message from the order page: it lands in the Communications inbox marked as written there (anyone who
 * booked with an address can write "from" it, so it is never shown as an e-mail from that address), linked to
 * the customer and the order, and the order's history records it. A reply goes to the booking's e-mail. The owner
 * hears of it ("Needs attention", and an e-mail when switched on).
 */
export async function storeOrderMessage(
  trx: Transaction<Database>,
  booking: { id: number; customerId: number; customerName: string; customerEmail: string },
  message: string,
  context: { businessEmail: string; now: number },
): Promise<void> {
  await trx
    .insertInto('emails')
    .values({
      message_id: null,
      source: 'order-page' satisfies EmailSource,
      from_name: booking.customerName,
      from_email: booking.customerEmail.trim().toLowerCase(),
      to_email: context.businessEmail,
      subject: `Message about order ${formatBookingId(booking.id)}`,
      text_content: message,
      html_content: null,
      ...summaryColumns(message, null),
      customer_id: booking.customerId,
      booking_id: booking.id,
      received_at: context.now,
      created_at: context.now,
    })
    .execute()
  await insertBookingNote(trx, {
    booking_id: booking.id,
    at: context.now,
    kind: 'customer_message',
    notes: message,
  })
  await tellOwner(trx, customerMessage(booking, message, context.now))
}
