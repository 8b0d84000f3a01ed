import type { Selectable } from 'kysely'

import { centsToDecimal } from '../../../shared/format.ts'
import { PaymentMethod, type Payment, type PaymentList } from '../../../shared/payment.schema.ts'
import type { Db } from '../../db/database.ts'
import type { BookingRow, PaymentsTable } from '../../db/schema.ts'
import { balanceDueCents } from '../booking-records/index.ts'

type PaymentRow = Selectable<PaymentsTable>

const iso = (instant: number) => new Date(instant).toISOString()

/** A stored payment as the API returns it: money as "20.00", instants as ISO text. */
export function toPayment(row: PaymentRow): Payment {
  return {
    id: row.id,
    amount: centsToDecimal(row.amount_cents),
    tip: centsToDecimal(row.tip_cents),
    // Only this server writes methods; one it does not know reads as other.
    method: PaymentMethod.safeParse(row.method).data ?? 'other',
    note: row.note,
    receivedAt: iso(row.received_at),
    voidedAt: row.voided_at === null ? null : iso(row.voided_at),
  }
}

/** An order's payments, oldest first, voided ones included. */
export async function listPaymentRows(db: Db, bookingId: number): Promise<PaymentRow[]> {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('booking_id', '=', bookingId)
    .orderBy('received_at')
    .orderBy('id')
    .execute()
}

/** The sum of the payments not voided, added up from the rows (the booking's amount_paid_cents holds the same). */
export const sumPaidCents = (rows: readonly PaymentRow[]) =>
  rows.reduce((sum, row) => (row.voided_at === null ? sum + row.amount_cents : sum), 0)

/** GET /api/bookings/{id}/payments: the payments, what they add up to and what is left, from the rows themselves. */
export function toPaymentList(
  booking: Pick<BookingRow, 'final_price_cents' | 'estimated_price_cents'>,
  rows: readonly PaymentRow[],
): PaymentList {
  const paid = sumPaidCents(rows)
  return {
    payments: rows.map(toPayment),
    amountPaid: centsToDecimal(paid),
    balanceDue: centsToDecimal(balanceDueCents({ ...booking, amount_paid_cents: paid })),
  }
}

export async function findPaymentRow(db: Db, bookingId: number, paymentId: number) {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('id', '=', paymentId)
    .where('booking_id', '=', bookingId)
    .executeTakeFirst()
}
