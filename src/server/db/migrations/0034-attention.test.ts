import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { detailedBooking, postBooking } from '../../test/bookings.ts'
import { remigrate } from '../../test/remigrate.ts'
import { createTestApp, type TestApp } from '../../test/test-app.ts'

const THIS_MIGRATION = '0034-attention'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const item = (cause: string, doneAt: number | null = null) => ({
  kind: 'customer_message',
  cause,
  booking_id: null,
  text: 'Jane wrote',
  at: 1_700_000_000_000,
  done_at: doneAt,
})

describe(`migration ${THIS_MIGRATION}`, () => {
  it('adds the attention list to a database with orders, allowing one open item per cause', async () => {
    expect((await postBooking(t, detailedBooking)).statusCode).toBe(201)
    const migrations = remigrate(t, THIS_MIGRATION)
    await migrations.downToJustBefore()
    await migrations.upToLatest()

    const db = t.app.db
    expect(await db.selectFrom('bookings').select('id').execute()).toHaveLength(1)
    await db.insertInto('attention_items').values(item('customer_message:1', 1)).execute()
    await db.insertInto('attention_items').values(item('customer_message:1', 2)).execute()
    await db.insertInto('attention_items').values(item('customer_message:1')).execute()
    await expect(
      db.insertInto('attention_items').values(item('customer_message:1')).execute(),
    ).rejects.toThrow()
    await db.insertInto('attention_items').values(item('customer_message:2')).execute()
    const open = await db.selectFrom('attention_items').select('cause').where('done_at', 'is', null).execute()
    expect(open.map((row) => row.cause).sort()).toEqual(['customer_message:1', 'customer_message:2'])
  })
})
