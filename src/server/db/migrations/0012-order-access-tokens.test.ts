import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { isOrderTokenFormat } from '../../../shared/order-link.ts'
import { detailedBooking, postBooking } from '../../test/bookings.ts'
import { createTestApp, type TestApp } from '../../test/test-app.ts'
import { remigrate } from '../../test/remigrate.ts'

const THIS_MIGRATION = '0012-order-access-tokens'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe(`migration ${THIS_MIGRATION}`, () => {
  it('gives every booking made before it a token of its own that opens its order page', async () => {
    for (let i = 0; i < 3; i++) expect((await postBooking(t, detailedBooking)).statusCode).toBe(201)
    const migrations = remigrate(t, THIS_MIGRATION)
    await migrations.downToJustBefore()
    await migrations.upToLatest()

    const rows = await t.app.db.selectFrom('order_access_tokens').select(['booking_id', 'token']).execute()
    expect(rows).toHaveLength(3)
    expect(new Set(rows.map((row) => row.token)).size).toBe(3)
    for (const { token } of rows) {
      expect(isOrderTokenFormat(token), token).toBe(true)
      expect((await t.request({ method: 'GET', url: `/api/public/orders/${token}` })).statusCode).toBe(200)
    }
  })
})
