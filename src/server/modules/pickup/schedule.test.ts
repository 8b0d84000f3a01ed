import { describe, expect, it } from 'vitest'

import type { Booking } from '../../../shared/booking.schema.ts'
import { sampleBooking } from '../outgoing-mail/email-test-fixtures.ts'
import { parseLocalDate } from '../../../shared/calendar.ts'
import type { PickupRules } from './pickup-slots.ts'
import { buildSchedule } from './schedule.ts'

const NEW_YORK = 'America/New_York'

/** Mondays 09:00–12:00; 7 December 2026 is a Monday (14:00 UTC), and so is the 14th. */
const rules: PickupRules = {
  windows: [{ weekday: 1, start: '09:00', end: '12:00', capacity: 4 }],
  closures: [{ from: '2026-12-14', to: '2026-12-14', note: 'Inventory day' }],
  leadHours: 12,
  horizonDays: 21,
}

let nextId = 1
const booking = (pickupStart: string, pickupEnd: string, zipCode: string | null, streetAddress: string) =>
  ({
    ...sampleBooking,
    id: nextId++,
    pickupStart,
    pickupEnd,
    zipCode,
    streetAddress,
  }) as Booking

describe("the owner's schedule", () => {
  it('puts each booking on its own local day and sorts a window by ZIP, street name (any case), then house number', () => {
    const start = '2026-12-07T14:00:00.000Z'
    const end = '2026-12-07T17:00:00.000Z'
    const tenOak = booking(start, end, '32801', '10 Oak Street')
    const nineOak = booking(start, end, '32801', '9 oak street')
    const birch = booking(start, end, '32801', '200 Birch Road')
    const otherZip = booking(start, end, '32800', '1 Zebra Lane')
    // 03:30 UTC on the 8th is still the evening of the 7th in New York: outside the rules, a window of its own.
    const lateEvening = booking(
      '2026-12-08T03:30:00.000Z',
      '2026-12-08T04:30:00.000Z',
      '32801',
      '1 Elm Street',
    )
    const nextWeek = booking('2026-12-14T14:00:00.000Z', '2026-12-14T17:00:00.000Z', '32801', '1 Elm Street')

    const days = buildSchedule(
      rules,
      [tenOak, nineOak, birch, otherZip, lateEvening, nextWeek],
      parseLocalDate('2026-12-07'),
      8,
      NEW_YORK,
    )

    expect(days.map((day) => day.date)).toEqual([
      '2026-12-07',
      '2026-12-08',
      '2026-12-09',
      '2026-12-10',
      '2026-12-11',
      '2026-12-12',
      '2026-12-13',
      '2026-12-14',
    ])
    const [monday, ...rest] = days
    expect(monday!.windows.map((window) => [window.start, window.capacity])).toEqual([
      [start, 4],
      ['2026-12-08T03:30:00.000Z', null],
    ])
    expect(monday!.windows[0]!.bookings.map((b) => b.id)).toEqual([
      otherZip.id,
      birch.id,
      nineOak.id,
      tenOak.id,
    ])
    expect(monday!.windows[1]!.bookings.map((b) => b.id)).toEqual([lateEvening.id])
    expect(rest.slice(0, 6).every((day) => day.windows.length === 0 && day.closed === null)).toBe(true)
    const inventory = rest[6]!
    expect(inventory.closed).toBe('Inventory day')
    expect(inventory.windows.map((window) => window.bookings.map((b) => b.id))).toEqual([[nextWeek.id]])
  })
})
