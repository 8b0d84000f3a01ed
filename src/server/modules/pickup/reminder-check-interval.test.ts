import { afterEach, describe, expect, it } from 'vitest'

import type { CreatedBooking } from '../../../shared/order-page.schema.ts'
import { pickupBooking, postBooking } from '../../test/bookings.ts'
import { createTestApp, type TestApp } from '../../test/test-app.ts'
import { testClock } from '../../test/test-clock.ts'
import { outboxRows, waitFor } from '../outgoing-mail/outbox-test-support.ts'
import { localDateAt, localTimeToInstant } from '../../../shared/calendar.ts'
import { everyDayWindows, getSlots, localDateFromToday, putPickupSettings } from './pickup-test-support.ts'

const ZONE = 'America/New_York'
const DAY_MS = 24 * 60 * 60 * 1000
const cleanups: (() => Promise<unknown>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

async function book(t: TestApp, body: Record<string, unknown>) {
  const response = await postBooking(t, { ...pickupBooking, ...body })
  expect(response.statusCode).toBe(201)
  return response.json<CreatedBooking>()
}

const reminderRows = async (t: TestApp) =>
  (await outboxRows(t.app.db))
    .filter((row) => row.kind === 'reminder' || row.kind === 'rebook_reminder')
    .map((row) => ({ kind: row.kind, bookingId: row.booking_id }))

describe('REMINDER_CHECK_SECONDS', () => {
  it('makes both reminder jobs look that long after start instead of a minute', async () => {
    // A still clock at 18:00 on the business's clock: only the jobs' own timers, moved on by the test, run rounds.
    const clock = testClock({ start: localTimeToInstant(localDateAt(Date.now(), ZONE), 18 * 60, ZONE) })
    const t = await createTestApp({
      clock,
      env: { BOOKING_RATE_LIMIT_PER_10_MIN: '0', REMINDER_CHECK_SECONDS: '5' },
    })
    cleanups.push(() => t.close())
    await putPickupSettings(t, await t.login(), everyDayWindows)
    const [tomorrow] = (await getSlots(t, localDateFromToday(1), 1)).slots
    const [later] = (await getSlots(t, localDateFromToday(3), 1)).slots
    const pickup = await book(t, { pickupSlotStart: tomorrow!.start })
    const done = await book(t, {
      pickupSlotStart: later!.start,
      customerEmail: 'rosa@example.com',
      rebookReminder: true,
    })
    await t.app.db
      .updateTable('bookings')
      .set({ status: 'completed', created_at: clock.now() - 130 * DAY_MS })
      .where('id', '=', done.id)
      .execute()
    expect(await reminderRows(t)).toEqual([])

    clock.advance(5_000)
    await waitFor(async () => (await reminderRows(t)).length === 2, 10_000, 'both reminders')
    expect(await reminderRows(t)).toEqual(
      expect.arrayContaining([
        { kind: 'reminder', bookingId: pickup.id },
        { kind: 'rebook_reminder', bookingId: done.id },
      ]),
    )
  })
})
