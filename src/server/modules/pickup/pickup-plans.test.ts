import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { queryPlan } from '../../test/query-plan.ts'
import { createTestApp, type TestApp } from '../../test/test-app.ts'
import { queuedRemindersQuery } from './pickup-reminders.ts'
import { scheduledBookingsQuery } from './scheduled-bookings.repository.ts'

/**
 * The schedule, the calendar feed and the reminder round (once a minute in the reminder hours) read a few days'
 * pickups among every booking ever made. Read through another index they read every booking: the reminder round
 * took 270 ms at a million bookings on SQLite, on the server's one thread. The planner's choice is read on a small
 * table, as SQLite chooses without statistics at any size.
 */
let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const DAY = 86_400_000

describe('the pickups of a few days are read through their indexes', () => {
  it('finds the bookings with a pickup in a range through bookings_pickup_start_idx', async () => {
    const from = Date.now()
    const plan = await queryPlan(t.app.db, scheduledBookingsQuery(t.app.db, from, from + DAY).compile())
    expect(plan).toContain('bookings_pickup_start_idx')
    expect(plan).not.toMatch(/bookings_archived|bookings_created_idx/)
  })

  it("looks up the day's queued reminders by booking in the reminders' key", async () => {
    const from = Date.now()
    const query = queuedRemindersQuery(t.app.db, [1, 2, 3], { dayStart: from, dayEnd: from + DAY })
    const plan = await queryPlan(t.app.db, query.compile())
    // The key's first column bounds the read: SQLite's "(booking_id=? AND …", PostgreSQL's "Index Cond: ((booking_id".
    expect(plan).toMatch(
      /SEARCH pickup_reminders USING COVERING INDEX \S+ \(booking_id=\?|Index Cond: \(\(booking_id = ANY/,
    )
  })
})
