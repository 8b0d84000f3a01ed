import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { AttentionList } from '../../../shared/attention.schema.ts'
import { formatBookingId } from '../../../shared/format.ts'
import type { CreatedBooking } from '../../../shared/order-page.schema.ts'
import { DEFAULT_NOTIFICATIONS } from '../../../shared/settings.schema.ts'
import { detailedBooking, postBooking } from '../../test/bookings.ts'
import { createTestApp, type TestApp } from '../../test/test-app.ts'
import { outboxRows, waitFor } from '../outgoing-mail/outbox-test-support.ts'
import { startTestSmtpServer } from '../outgoing-mail/smtp-test-server.ts'

const UNLIMITED = {
  BOOKING_RATE_LIMIT_PER_10_MIN: '0',
  ORDER_PAGE_RATE_LIMIT_PER_MIN: '0',
  ORDER_ACTION_RATE_LIMIT_PER_10_MIN: '0',
  BUSINESS_EMAIL: 'owner@sharpedge.example',
}

async function book(t: TestApp): Promise<CreatedBooking> {
  const response = await postBooking(t, detailedBooking)
  expect(response.statusCode, response.body).toBe(201)
  return response.json()
}

const alerts = async (t: TestApp) => (await outboxRows(t.app.db)).filter((row) => row.kind === 'owner_alert')

describe('owner alerts by e-mail', () => {
  let t: TestApp
  let cookie: string
  beforeAll(async () => {
    t = await createTestApp({ env: UNLIMITED })
    cookie = await t.login()
  })
  afterAll(() => t.close())

  const notifications = (payload?: object) =>
    t.request({
      method: payload ? 'PUT' : 'GET',
      url: '/api/settings/notifications',
      cookie,
      ...(payload ? { payload } : {}),
    })

  it('are all on but new bookings until the owner changes them; bad input is refused and changes nothing', async () => {
    expect((await notifications()).json()).toEqual({
      customerCancelled: true,
      customerRescheduled: true,
      customerMessage: true,
      mailFailed: true,
      newBooking: false,
    })
    expect((await t.request({ method: 'GET', url: '/api/settings/notifications' })).statusCode).toBe(401)
    const signedOut = await t.request({
      method: 'PUT',
      url: '/api/settings/notifications',
      payload: { ...DEFAULT_NOTIFICATIONS, newBooking: true },
    })
    expect(signedOut.statusCode).toBe(401)

    for (const payload of [{ ...DEFAULT_NOTIFICATIONS, newBooking: 'yes' }, { customerCancelled: false }]) {
      const refused = await notifications(payload)
      expect(refused.statusCode).toBe(400)
      expect(refused.json()).toMatchObject({ code: 'VALIDATION_FAILED', error: expect.any(String) })
    }
    expect((await notifications()).json()).toEqual(DEFAULT_NOTIFICATIONS)
  })

  it("e-mail the business address when a customer cancels or writes, with the list's words", async () => {
    const before = (await alerts(t)).length
    const booking = await book(t)
    expect(await alerts(t)).toHaveLength(before)

    const url = `/api/public/orders/${booking.accessToken}`
    expect(
      (await t.request({ method: 'POST', url: `${url}/messages`, payload: { message: 'Ring twice' } }))
        .statusCode,
    ).toBe(201)
    expect((await t.request({ method: 'POST', url: `${url}/cancel` })).statusCode).toBe(200)

    const [wrote, cancelled, ...others] = (await alerts(t)).slice(before)
    expect(others).toEqual([])
    const order = formatBookingId(booking.id)
    expect(wrote).toMatchObject({
      to_email: 'owner@sharpedge.example',
      booking_id: null,
      subject: `A customer wrote about order ${order}`,
    })
    expect(wrote!.text_body).toContain(`Jane Doe wrote about order ${order}: “Ring twice”`)
    expect(cancelled).toMatchObject({ subject: `Cancelled by the customer: order ${order}` })
    expect(cancelled!.text_body).toContain(`Jane Doe cancelled order ${order} on their order page.`)
    expect(cancelled!.text_body).toContain('Settings → E-mail alerts')
  })

  it('follow the switches: off, the list still has the item but no e-mail goes; new bookings when on', async () => {
    const saved = await notifications({
      ...DEFAULT_NOTIFICATIONS,
      customerCancelled: false,
      newBooking: true,
    })
    expect(saved.json()).toMatchObject({ customerCancelled: false, newBooking: true })
    expect((await notifications()).json()).toMatchObject({ customerCancelled: false, newBooking: true })
    const history = await t.request({ method: 'GET', url: '/api/settings/notifications/history', cookie })
    expect(history.json().entries[0].changes).toEqual([
      { field: 'customerCancelled', from: 'true', to: 'false' },
      { field: 'newBooking', from: 'false', to: 'true' },
    ])
    const before = (await alerts(t)).length

    const booking = await book(t)
    const [booked] = (await alerts(t)).slice(before)
    expect(booked).toMatchObject({ subject: `New booking: order ${formatBookingId(booking.id)}` })
    expect(booked!.text_body).toContain(`Jane Doe booked order ${formatBookingId(booking.id)}.`)

    const url = `/api/public/orders/${booking.accessToken}/cancel`
    expect((await t.request({ method: 'POST', url })).statusCode).toBe(200)
    expect(await alerts(t)).toHaveLength(before + 1)
    const list = (
      await t.request({ method: 'GET', url: '/api/attention?limit=100', cookie })
    ).json<AttentionList>()
    expect(
      list.items.some((item) => item.kind === 'customer_cancelled' && item.bookingId === booking.id),
    ).toBe(true)
  })
})

describe('owner alerts when mail fails for good', () => {
  it('e-mail the owner once: an alert that fails too is listed, not e-mailed again', async () => {
    const smtp = await startTestSmtpServer({ refuseRecipient: { code: 550, message: 'No such user here' } })
    const t = await createTestApp({
      env: { ...UNLIMITED, SMTP_URL: smtp.url, AUTO_CONFIRMATION_EMAIL: 'true' },
    })
    try {
      const cookie = await t.login()
      const booking = await book(t)
      const failures = async () =>
        (await t.request({ method: 'GET', url: '/api/attention?limit=100', cookie }))
          .json<AttentionList>()
          .items.filter((item) => item.kind === 'mail_failed')
      // The confirmation fails, its alert is queued and fails in turn: two items, then nothing more to send.
      await waitFor(async () => (await failures()).length === 2, 15_000, 'both failures in the list')
      const rows = await waitFor(async () => {
        const all = await outboxRows(t.app.db)
        return all.every((row) => row.status === 'failed') ? all : undefined
      })
      expect(rows.map((row) => row.kind)).toEqual(['confirmation', 'owner_alert'])
      expect(rows[1]).toMatchObject({
        to_email: 'owner@sharpedge.example',
        subject: `An e-mail could not be sent (order ${formatBookingId(booking.id)})`,
      })
      expect((await failures()).map((item) => item.bookingId).sort()).toEqual([booking.id, null].sort())
    } finally {
      await t.close()
      await smtp.close()
    }
  }, 20_000)
})
