import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { detailedBooking, pickupBooking, postBooking } from '../../test/bookings.ts'
import { createTestApp, testDatabase, type TestApp } from '../../test/test-app.ts'
import { searchWalkRows } from '../../modules/bookings/search-walk-test-support.ts'
import { remigrate } from '../../test/remigrate.ts'

const THIS_MIGRATION = '0019-order-search-walk'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe.runIf(testDatabase === 'postgres')(`migration ${THIS_MIGRATION}`, () => {
  it('copies the text of every order made before it', async () => {
    for (const booking of [
      detailedBooking,
      pickupBooking,
      { ...detailedBooking, specialRequirements: undefined },
    ])
      expect((await postBooking(t, booking)).statusCode).toBe(201)
    const migrations = remigrate(t, THIS_MIGRATION)
    await migrations.downToJustBefore()
    await migrations.upToLatest()

    const { copied, computed } = await searchWalkRows(t.app.db)
    expect(copied).toHaveLength(3)
    expect(copied).toEqual(computed)
    expect(copied[1]!.text).toContain('measure on pickup - 5 knives total')
  })
})
