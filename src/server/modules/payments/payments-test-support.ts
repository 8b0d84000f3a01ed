import { expect } from 'vitest'

import type { TestApp } from '../../test/test-app.ts'
import { createBooking } from '../bookings/admin-test-support.ts'
import { mailSettled } from '../outgoing-mail/outbox-test-support.ts'

/** Any refusal, in the error shape. */
export const ERROR_SHAPE = { error: expect.any(String), code: expect.stringMatching(/^[A-Z_]+$/) }

/** The payment routes and what they write, on the app `current()` answers once it is built. */
export function paymentsOf(current: () => { t: TestApp; cookie: string }) {
  const pay = (id: number | string, body: unknown, { signedIn = true } = {}) =>
    current().t.request({
      method: 'POST',
      url: `/api/bookings/${id}/payments`,
      payload: body as object,
      ...(signedIn ? { cookie: current().cookie } : {}),
    })
  const payments = (id: number | string, { signedIn = true } = {}) =>
    current().t.request({
      method: 'GET',
      url: `/api/bookings/${id}/payments`,
      ...(signedIn ? { cookie: current().cookie } : {}),
    })
  const voidPayment = (id: number | string, paymentId: number | string, { signedIn = true } = {}) =>
    current().t.request({
      method: 'POST',
      url: `/api/bookings/${id}/payments/${paymentId}/void`,
      ...(signedIn ? { cookie: current().cookie } : {}),
    })
  const getBooking = async (id: number) =>
    (
      await current().t.request({ method: 'GET', url: `/api/bookings/${id}`, cookie: current().cookie })
    ).json()

  /** The detailed booking: 2 × $9 + $8 + 3 × $6 + $4 + 2 × $1 + $3 = $53.00. */
  const newBooking = () => createBooking(current().t)

  /** What a payment could write for this order: its row, payments, history and mail (others' mail goes on meanwhile). */
  /** The order as the database has it once its mail is sent (sending records an event the request did not write). */
  async function orderSnapshot(bookingId: number) {
    const db = current().t.app.db
    await mailSettled(db, bookingId)
    const [booking, paid, events, mail] = await Promise.all([
      db.selectFrom('bookings').selectAll().where('id', '=', bookingId).executeTakeFirst(),
      db.selectFrom('payments').selectAll().where('booking_id', '=', bookingId).orderBy('id').execute(),
      db.selectFrom('booking_events').selectAll().where('booking_id', '=', bookingId).orderBy('id').execute(),
      db.selectFrom('mail_outbox').select(['id', 'kind']).where('booking_id', '=', bookingId).execute(),
    ])
    return { booking, paid, events, mail }
  }

  async function mailOf(bookingId: number, kind: string) {
    const { db } = current().t.app
    return db
      .selectFrom('mail_outbox')
      .select(['to_email', 'subject', 'text_body'])
      .where('booking_id', '=', bookingId)
      .where('kind', '=', kind)
      .execute()
  }
  return { pay, payments, voidPayment, getBooking, newBooking, orderSnapshot, mailOf }
}
