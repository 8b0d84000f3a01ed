import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { CreatedBooking } from '../../../shared/order-page.schema.ts'
import { detailedBooking } from '../../test/bookings.ts'
import { createTestApp, type TestApp } from '../../test/test-app.ts'
import { outboxRows } from './outbox-test-support.ts'

let t: TestApp
let cookie: string

beforeAll(async () => {
  t = await createTestApp({
    env: { AUTO_CONFIRMATION_EMAIL: 'true', PUBLIC_URL: 'https://shop.example.com' },
  })
  cookie = await t.login()
})
afterAll(() => t.close())

describe('the order link in e-mails', () => {
  it('is in the confirmation and the status e-mail, built from PUBLIC_URL, never from the Host header', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: detailedBooking,
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    })
    expect(response.statusCode).toBe(201)
    const booking = response.json<CreatedBooking>()
    const status = await t.request({
      method: 'PATCH',
      url: `/api/bookings/${booking.id}/status`,
      payload: { status: 'in-progress', notifyCustomer: true },
      cookie,
      headers: { host: 'evil.example' },
    })
    expect(status.statusCode).toBe(200)

    const rows = (await outboxRows(t.app.db)).filter((row) => row.booking_id === booking.id)
    expect(rows.map((row) => row.kind)).toEqual(['confirmation', 'status'])
    const link = `https://shop.example.com/orders/${booking.accessToken}`
    for (const row of rows) {
      expect(row.text_body, row.kind).toContain(link)
      expect(row.html_body, row.kind).toContain(`href="${link}"`)
      expect(row.text_body + row.html_body, row.kind).not.toContain('evil.example')
    }
  })
})
