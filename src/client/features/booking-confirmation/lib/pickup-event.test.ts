import ICAL from 'ical.js'
import { describe, expect, it } from 'vitest'

import { buildCalendar } from '@shared/icalendar.ts'
import { makeBooking } from '@/test/make-booking'
import { pickupEventOf } from './pickup-event'

describe("the customer's pickup .ics", () => {
  it('is one event an iCalendar parser reads back with the exact window and address', () => {
    const booking = makeBooking({
      id: 27,
      streetAddress: '12 Palm Lane, Apt 3',
      pickupStart: '2026-03-08T13:00:00.000Z',
      pickupEnd: '2026-03-08T16:00:00.000Z',
    })
    const event = pickupEventOf(booking, 'Sharp Edge', 'shop.example.com:443')!
    const text = buildCalendar([event], { name: event.summary, stamp: Date.parse('2026-03-01T00:00:00Z') })
    const calendar = new ICAL.Component(ICAL.parse(text))
    const events = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component))
    expect(events).toHaveLength(1)
    expect(events[0]!.uid).toBe('booking-27@shop.example.com')
    expect(events[0]!.startDate.toJSDate().toISOString()).toBe('2026-03-08T13:00:00.000Z')
    expect(events[0]!.endDate.toJSDate().toISOString()).toBe('2026-03-08T16:00:00.000Z')
    expect(events[0]!.summary).toBe('Knife pickup by Sharp Edge (order #27)')
    expect(events[0]!.location).toBe('12 Palm Lane, Apt 3, Orlando, FL 32804')
  })

  it('folds long lines at 75 octets without splitting a character', () => {
    const booking = makeBooking({
      streetAddress: 'Ünïcödé Straße '.repeat(10),
      pickupStart: '2026-03-08T13:00:00.000Z',
      pickupEnd: '2026-03-08T16:00:00.000Z',
    })
    const text = buildCalendar([pickupEventOf(booking, undefined, 'x')!], { name: 'x', stamp: 0 })
    for (const line of text.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75)
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent')!)
    expect(event.location).toContain('Ünïcödé Straße '.repeat(10).trim())
  })

  it('is not offered for a booking without a pickup time', () => {
    expect(pickupEventOf(makeBooking(), 'Sharp Edge', 'x')).toBeNull()
  })

  it.each(['completed', 'paid', 'cancelled'] as const)('is not offered once the order is %s', (status) => {
    const booking = makeBooking({
      status,
      pickupStart: '2026-03-08T13:00:00.000Z',
      pickupEnd: '2026-03-08T16:00:00.000Z',
    })
    expect(pickupEventOf(booking, 'Sharp Edge', 'x')).toBeNull()
    expect(pickupEventOf({ ...booking, status: 'in-progress' }, 'Sharp Edge', 'x')).not.toBeNull()
  })
})
