import type { Transaction } from 'kysely'

import { formatCents } from '../../../shared/format.ts'
import { PAYMENT_METHOD_LABELS, PaymentMethod, type NewPaymentInput } from '../../../shared/payment.schema.ts'
import { isRowId } from '../../../shared/row-id.ts'
import type { BookingRow, Database } from '../../db/schema.ts'
import { badRequest, conflict, notFound } from '../../http-errors.ts'
import {
  balanceDueCents,
  insertBookingEvent,
  insertBookingNote,
  lockExistingBooking,
} from '../booking-records/index.ts'
import { findPaymentRow } from './payments.repository.ts'

export const CANCELLED_NO_PAYMENTS = 'A cancelled order takes no payments. Change its status first.'
export const ALREADY_VOIDED = 'This payment is already voided.'
export const paymentNotFound = () => notFound('Payment not found')
function moreThanBalance(balanceCents: number) {
  const message =
    balanceCents > 0
      ? `The amount is more than the balance due (${formatCents(balanceCents)}). Record any extra as a tip.`
      : 'Nothing is left to pay on this order. Record any extra as a tip.'
  return badRequest(message, [{ path: 'amount', message }])
}

/** "$20.00 by Cash, tip $2.00: Paid at the door": a payment as the order's history says it. */
function describePayment(payment: Pick<NewPaymentInput, 'amount' | 'tip' | 'method' | 'note'>): string {
  const tip = payment.tip > 0 ? `, tip ${formatCents(payment.tip)}` : ''
  const text = `${formatCents(payment.amount)} by ${PAYMENT_METHOD_LABELS[payment.method]}${tip}`
  return payment.note ? `${text}: ${payment.note}` : text
}

const methodLabel = (method: string) => {
  const known = PaymentMethod.safeParse(method).data
  return known ? PAYMENT_METHOD_LABELS[known] : method
}

export interface RecordedPayment {
  booking: BookingRow
  /** The payment brought the balance to zero: the order is now paid, and its receipt is due. */
  paidInFull: boolean
  /** The order's status before the payment. */
  from: BookingRow['status']
}

/**
 * Records a payment under the order's lock: refused beyond the balance due (the tip aside) and on a cancelled order.
 * The order's running total moves in the same transaction; a payment that leaves nothing to pay makes it `paid`,
 * with a status event in its history.
 */
export async function recordPayment(
  trx: Transaction<Database>,
  bookingId: number,
  payment: NewPaymentInput,
  now: number,
): Promise<RecordedPayment> {
  const current = await lockExistingBooking(trx, bookingId)
  if (current.status === 'cancelled') throw conflict(CANCELLED_NO_PAYMENTS)
  const receivedAt = payment.receivedAt ? Date.parse(payment.receivedAt) : now
  if (receivedAt > now) {
    throw badRequest('A payment cannot be received in the future.', [
      { path: 'receivedAt', message: 'A payment cannot be received in the future.' },
    ])
  }
  const balance = balanceDueCents(current)
  if (payment.amount > balance) throw moreThanBalance(balance)

  await trx
    .insertInto('payments')
    .values({
      booking_id: bookingId,
      amount_cents: payment.amount,
      tip_cents: payment.tip,
      method: payment.method,
      note: payment.note,
      received_at: receivedAt,
      voided_at: null,
      created_at: now,
    })
    .execute()
  const paidInFull = payment.amount === balance
  const booking = await addToPaid(trx, bookingId, payment.amount, paidInFull ? 'paid' : undefined, now)
  await insertBookingNote(trx, {
    booking_id: bookingId,
    at: now,
    kind: 'payment',
    notes: describePayment(payment),
  })
  if (paidInFull && current.status !== 'paid') {
    await insertBookingEvent(trx, {
      booking_id: bookingId,
      at: now,
      kind: 'status',
      from_status: current.status,
      to_status: 'paid',
      notes: 'Paid in full.',
    })
  }
  return { booking, paidInFull, from: current.status }
}

/** Adds `cents` (less than zero for a void) to what the order has been paid, and moves it to `status` if given. */
function addToPaid(
  trx: Transaction<Database>,
  bookingId: number,
  cents: number,
  status: BookingRow['status'] | undefined,
  now: number,
): Promise<BookingRow> {
  return trx
    .updateTable('bookings')
    .set((eb) => ({
      amount_paid_cents: eb('amount_paid_cents', '+', cents),
      ...(status ? { status } : {}),
      updated_at: now,
    }))
    .where('id', '=', bookingId)
    .returningAll()
    .executeTakeFirstOrThrow()
}

/**
 * Voids a payment: it stays listed, with when it was voided, and no longer counts. A paid order left with a balance
 * goes back to `completed`, with a status event that says why.
 */
export async function voidPayment(
  trx: Transaction<Database>,
  bookingId: number,
  paymentId: number,
  now: number,
): Promise<BookingRow> {
  const current = await lockExistingBooking(trx, bookingId)
  if (!isRowId(paymentId)) throw paymentNotFound()
  const payment = await findPaymentRow(trx, bookingId, paymentId)
  if (!payment) throw paymentNotFound()
  if (payment.voided_at !== null) throw conflict(ALREADY_VOIDED)

  await trx.updateTable('payments').set({ voided_at: now }).where('id', '=', paymentId).execute()
  const balanceAfter = balanceDueCents({
    ...current,
    amount_paid_cents: current.amount_paid_cents - payment.amount_cents,
  })
  const reopened = current.status === 'paid' && balanceAfter > 0
  const booking = await addToPaid(
    trx,
    bookingId,
    -payment.amount_cents,
    reopened ? 'completed' : undefined,
    now,
  )
  await insertBookingNote(trx, {
    booking_id: bookingId,
    at: now,
    kind: 'payment_voided',
    notes: `${formatCents(payment.amount_cents)} by ${methodLabel(payment.method)} voided`,
  })
  if (reopened) {
    await insertBookingEvent(trx, {
      booking_id: bookingId,
      at: now,
      kind: 'status',
      from_status: 'paid',
      to_status: 'completed',
      notes: `A payment was voided: ${formatCents(balanceDueCents(booking))} is due again.`,
    })
  }
  return booking
}
