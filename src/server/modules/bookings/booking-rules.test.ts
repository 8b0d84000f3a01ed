import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createTestApp, type TestApp } from '../../test/test-app.ts'
import { readBusinessSettings, writeSetting } from '../business/index.ts'
import { loadPickupSettings, savePickupSettings } from '../pickup/index.ts'
import { bookingRulesOfGroup } from './booking-rules.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

/** What each module's own reader answers, read apart: what the group's one read must equal. */
const readApart = async () => ({
  business: await readBusinessSettings(t.app.db),
  pickup: await loadPickupSettings(t.app.db),
})
const readForGroup = () => t.app.db.transaction().execute((trx) => bookingRulesOfGroup(trx))

// On PostgreSQL the group's rules are one statement of JSON aggregates (booking-rules.ts), not the modules' reads.
describe('the rules a group of bookings reads', () => {
  it('are the business settings and pickup rules as their own readers answer them, before anything is saved', async () => {
    const apart = await readApart()
    expect(apart.pickup.windows).toEqual([])
    expect(await readForGroup()).toEqual(apart)
  })

  it('follow what the owner saved: windows and closures in order, lead time, horizon, area and prices', async () => {
    await t.app.db.transaction().execute(async (trx) => {
      await savePickupSettings(trx, {
        windows: [
          { weekday: 3, start: '13:30', end: '16:00', capacity: 4 },
          { weekday: 1, start: '09:00', end: '12:00', capacity: 2 },
          { weekday: 1, start: '08:00', end: '08:45', capacity: 1 },
        ],
        closures: [
          { from: '2031-12-24', to: '2031-12-26', note: 'Holidays "closed" – back soon' },
          { from: '2031-07-04', to: '2031-07-04', note: '' },
        ],
        leadHours: 36,
        horizonDays: 9,
      })
      await writeSetting(trx, 'service-area', { servedZips: ['32803', '32804'] }, 'admin', Date.now())
    })
    const apart = await readApart()
    expect(apart.pickup.windows.map((window) => window.start)).toEqual(['08:00', '09:00', '13:30'])
    expect(apart.pickup.closures.map((closure) => closure.from)).toEqual(['2031-07-04', '2031-12-24'])
    expect(apart.pickup).toMatchObject({ leadHours: 36, horizonDays: 9 })
    expect(apart.business.servedZips).toEqual(['32803', '32804'])
    expect(await readForGroup()).toEqual(apart)
  })
})
