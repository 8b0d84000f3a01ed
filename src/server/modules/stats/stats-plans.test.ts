import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { queryPlan } from '../../test/query-plan.ts'
import { createTestApp, type TestApp } from '../../test/test-app.ts'
import { recentWeeks } from './business-calendar.ts'
import { recentActivityQuery, statusTotalsQuery, weeklyCountsQuery } from './stats.repository.ts'

/** The Reports figures by period read only their period's bookings, and the latest events only the latest. */
let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('the Reports queries use their indexes', () => {
  it('reads one month of bookings through bookings_created_idx', async () => {
    const month = statusTotalsQuery(t.app.db, { from: Date.UTC(2025, 2, 1), to: Date.UTC(2025, 3, 1) })
    expect(await queryPlan(t.app.db, month.compile())).toContain('bookings_created_idx')
  })

  it('counts twelve weeks of bookings through bookings_created_idx', async () => {
    const weeks = weeklyCountsQuery(t.app.db, recentWeeks(Date.now(), 12, 'America/New_York'))
    expect(await queryPlan(t.app.db, weeks.compile())).toContain('bookings_created_idx')
  })

  it('reads the latest events through booking_events_at_idx', async () => {
    expect(await queryPlan(t.app.db, recentActivityQuery(t.app.db, 10).compile())).toContain(
      'booking_events_at_idx',
    )
  })
})
