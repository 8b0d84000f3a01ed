import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { queryPlan } from '../../test/query-plan.ts'
import { createTestApp, type TestApp } from '../../test/test-app.ts'
import { databaseKind } from '../../db/database.ts'
import { counterSumsQuery } from './booking-counters.repository.ts'
import { bookingsAfterReminderQuery, remindersSentQuery } from './comeback-figures.repository.ts'
import { splitIntoCounters } from './counter-ranges.ts'
import { PAYMENT_COUNTERS } from './money-counters.repository.ts'
import { recentActivityQuery, statusTotalsQuery } from './stats.repository.ts'

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

  it("reads each range's day and quarter counters through their primary keys, in one statement", async () => {
    // March in New York: the UTC days of March, less its first five hours and with April's first four.
    const pieces = splitIntoCounters({ from: Date.UTC(2025, 2, 1, 5), to: Date.UTC(2025, 3, 1, 4) })
    expect(pieces.days).toHaveLength(1)
    expect(pieces.quarters).toHaveLength(2)
    const query = counterSumsQuery(databaseKind(t.app.db), [pieces, pieces])!
    const plan = await queryPlan(t.app.db, query)
    expect(plan).toMatch(/booking_stats_days_pkey|sqlite_autoindex_booking_stats_days_1/)
    expect(plan).toMatch(/booking_stats_quarters_pkey|sqlite_autoindex_booking_stats_quarters_1/)
  })

  it("reads each week's payment counters through their primary keys", async () => {
    // A week in Kathmandu: whole UTC days with quarters at both ends.
    const pieces = splitIntoCounters({ from: Date.UTC(2025, 2, 2, 18, 15), to: Date.UTC(2025, 2, 9, 18, 15) })
    const query = counterSumsQuery(databaseKind(t.app.db), [pieces, pieces], PAYMENT_COUNTERS)!
    const plan = await queryPlan(t.app.db, query)
    expect(plan).toMatch(/payment_stats_days_pkey|sqlite_autoindex_payment_stats_days_1/)
    expect(plan).toMatch(/payment_stats_quarters_pkey|sqlite_autoindex_payment_stats_quarters_1/)
  })

  it('reads the latest events through booking_events_at_idx, in its order: nothing is sorted', async () => {
    const plan = await queryPlan(t.app.db, recentActivityQuery(t.app.db, 10).compile())
    expect(plan).toContain('booking_events_at_idx')
    // PostgreSQL's Sort and Incremental Sort, SQLite's temporary B-tree.
    expect(plan).not.toMatch(/Sort|TEMP B-TREE/)
  })

  it('reads the sent reminders through mail_outbox_rebook_sent_idx, not every sent message', async () => {
    for (const query of [remindersSentQuery(t.app.db), bookingsAfterReminderQuery(t.app.db)]) {
      const plan = await queryPlan(t.app.db, query.compile(), { onlyBitmaps: true })
      expect(plan).toContain('mail_outbox_rebook_sent_idx')
      expect(plan).not.toContain('mail_outbox_status_idx')
    }
  })
})
