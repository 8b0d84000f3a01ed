import ICAL from 'ical.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { CalendarFeed } from '../../../shared/pickup.schema.ts'
import type { Schedule } from '../../../shared/schedule.schema.ts'
import { pickupBooking, postBooking } from '../../test/bookings.ts'
import type { TestApp } from '../../test/test-app.ts'
import type { AdminBookings } from '../bookings/admin-test-support.ts'
import { localDateAt, localTimeToInstant } from '../../../shared/calendar.ts'
import { isCapacityRefusal, lockWindow } from './window-locks.ts'
import { getSlots, localDateFromToday } from './pickup-test-support.ts'
import { returnTimeHelpers, returnTimeTestApp } from './return-time-test-support.ts'

const ZONE = 'America/New_York'
let t: TestApp
let cookie: string
let admin: AdminBookings

beforeAll(async () => {
  ;({ t, cookie, admin } = await returnTimeTestApp())
})
afterAll(() => t.close())

const { book, completed, chooseReturn, setReturn, slotOn, takenIn, placesCounted, mailOf } =
  returnTimeHelpers(() => ({ t, cookie, admin }))

/**
 * The capacity is the database's: a return counted into a window's places by migration 0033's trigger fails in
 * its own statement once the window is full, with no read in between to trust. Here three returns are written in
 * one transaction after the window was locked once with its capacity: the read that would refuse the third is
 * never made, and the database refuses it all the same.
 */
describe('the database itself', () => {
  it('refuses the return beyond the capacity in the statement that writes it', async () => {
    const slot = await slotOn(8)
    const ids = [(await completed()).id, (await completed()).id, (await completed()).id]
    const outcome = await t.app.db
      .transaction()
      .execute(async (trx) => {
        await lockWindow(trx, { slot_start: Date.parse(slot.start), capacity: slot.remaining })
        for (const id of ids) {
          await trx
            .updateTable('bookings')
            .set({ return_start: Date.parse(slot.start), return_end: Date.parse(slot.end) })
            .where('id', '=', id)
            .execute()
        }
      })
      .then(
        () => 'stored',
        (error: unknown) => (isCapacityRefusal(error) ? 'refused' : error),
      )
    expect(outcome).toBe('refused')
    expect(await takenIn(slot.start)).toBe(0)
  })
})

/**
 * Many customers choose their return, and new customers book their pickup, in one window at once. Whatever order
 * the database takes them in, the window ends with exactly its capacity, every other request refused as full.
 */
describe('returns and pickups racing for one window', () => {
  it('never overbook it', async () => {
    const slot = await slotOn(9)
    const orders = await Promise.all(Array.from({ length: 8 }, () => completed()))
    const returns = orders.map((order) => chooseReturn(order.accessToken, { returnSlotStart: slot.start }))
    const pickups = Array.from({ length: 8 }, (_, n) =>
      postBooking(t, {
        ...pickupBooking,
        customerEmail: `race${n}@example.com`,
        pickupSlotStart: slot.start,
      }),
    )
    const answers = await Promise.all([...returns, ...pickups])
    const codes = answers.map((answer) => answer.statusCode)
    expect(codes.filter((code) => code === 200 || code === 201)).toHaveLength(2)
    expect(codes.filter((code) => code === 409)).toHaveLength(14)
    expect(
      answers.filter((answer) => answer.statusCode === 409).map((a) => a.json<{ code: string }>().code),
    ).toEqual(Array(14).fill('SLOT_FULL'))
    expect(await takenIn(slot.start)).toBe(2)
    expect(await placesCounted(slot.start)).toBe(2)
  })
})

describe('the Schedule and the calendar feed', () => {
  it('show a return beside the pickups, marked as a return', async () => {
    const day = localDateFromToday(10)
    const slot = await slotOn(10, 1)
    const pickup = await book(10, 1)
    const order = await completed()
    await setReturn(order.id, { returnSlotStart: slot.start })

    const schedule = (
      await t.request({ method: 'GET', url: `/api/schedule?from=${day}&days=1`, cookie })
    ).json<Schedule>()
    const window = schedule.days[0]!.windows.find((w) => w.start === slot.start)!
    const stops = window.bookings.map((b) => [b.id, b.stop])
    expect(stops).toContainEqual([pickup.id, 'pickup'])
    expect(stops).toContainEqual([order.id, 'return'])

    const feed = await t.request({ method: 'GET', url: '/api/settings/calendar', cookie })
    const path = new URL(feed.json<CalendarFeed>().url).pathname
    const text = (await t.request({ method: 'GET', url: path })).body
    const calendar = new ICAL.Component(ICAL.parse(text))
    const events = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component))
    const returned = events.find((event) => event.uid === `return-${order.id}@shop.example.com`)!
    expect(returned.summary).toMatch(/^Return: BO-\d{6} /)
    expect(returned.startDate.toJSDate().toISOString()).toBe(slot.start)
    const picked = events.find((event) => event.uid === `booking-${order.id}@shop.example.com`)!
    expect(picked.summary).not.toMatch(/^Return/)
  })
})

describe('the day-before reminder of a return', () => {
  it('goes out on the injected clock from the reminder hour, once, and again for a moved return', async () => {
    const [morning, afternoon] = (await getSlots(t, localDateFromToday(2), 1)).slots
    const order = await completed()
    await chooseReturn(order.accessToken, { returnSlotStart: morning!.start })
    const eveningBefore = (hour: number, minute = 0) =>
      localTimeToInstant(localDateAt(Date.parse(morning!.start) - 86_400_000, ZONE), hour * 60 + minute, ZONE)
    const reminders = () => mailOf(order.id, 'return_reminder')

    await t.app.pickupReminders.runRound(eveningBefore(17, 59))
    expect(await reminders()).toHaveLength(0)
    await t.app.pickupReminders.runRound(eveningBefore(18))
    await t.app.pickupReminders.runRound(eveningBefore(18, 1))
    const [reminder, ...more] = await reminders()
    expect(more).toHaveLength(0)
    expect(reminder!.subject).toContain('we bring your knives back tomorrow')
    expect(reminder!.text_body).toContain(`https://shop.example.com/orders/${order.accessToken}`)

    // Moved by the owner: the reminder of the old time is withdrawn, and the new time is reminded.
    await setReturn(order.id, { returnSlotStart: afternoon!.start })
    expect(await reminders()).toHaveLength(0)
    await t.app.pickupReminders.runRound(eveningBefore(18, 2))
    expect(await reminders()).toHaveLength(1)
  })
})
