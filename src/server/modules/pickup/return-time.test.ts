import ICAL from 'ical.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { BookingWithHistory } from '../../../shared/booking-admin.schema.ts'
import type { Booking } from '../../../shared/booking.schema.ts'
import type { CreatedBooking, PublicOrder } from '../../../shared/order-page.schema.ts'
import type { CalendarFeed } from '../../../shared/pickup.schema.ts'
import type { Schedule } from '../../../shared/schedule.schema.ts'
import { pickupBooking, postBooking } from '../../test/bookings.ts'
import { createTestApp, type TestApp } from '../../test/test-app.ts'
import { adminBookings, editForm, type AdminBookings } from '../bookings/admin-test-support.ts'
import { outboxRows } from '../outgoing-mail/outbox-test-support.ts'
import { localDateAt, localTimeToInstant } from '../../../shared/calendar.ts'
import { isCapacityRefusal, lockWindow } from './window-locks.ts'
import { everyDayWindows, getSlots, localDateFromToday, putPickupSettings } from './pickup-test-support.ts'

const ZONE = 'America/New_York'
let t: TestApp
let cookie: string
let admin: AdminBookings

beforeAll(async () => {
  t = await createTestApp({
    env: {
      BOOKING_RATE_LIMIT_PER_10_MIN: '0',
      ORDER_PAGE_RATE_LIMIT_PER_MIN: '0',
      ORDER_ACTION_RATE_LIMIT_PER_10_MIN: '0',
      PUBLIC_URL: 'https://shop.example.com',
    },
  })
  cookie = await t.login()
  admin = adminBookings(t, cookie)
  await putPickupSettings(t, cookie, everyDayWindows)
  // The messages stay in the outbox for the tests to read, as they would between the change and the send.
  await t.app.mailSender.stop()
})
afterAll(() => t.close())

let booked = 0
/**
 * A pickup booking (a new customer each time) in window `slot` of the day `days` from today; by default in the
 * next of the windows of days 11 to 20, which the tests' own returns leave alone (two places each).
 */
async function book(days?: number, slot = 0): Promise<CreatedBooking> {
  booked += 1
  const n = booked
  const [day, index] =
    days === undefined ? [11 + (Math.floor(n / 4) % 10), Math.floor(n / 2) % 2] : [days, slot]
  const { slots } = await getSlots(t, localDateFromToday(day), 1)
  const response = await postBooking(t, {
    ...pickupBooking,
    customerEmail: `return${n}@example.com`,
    pickupSlotStart: slots[index]!.start,
  })
  if (response.statusCode !== 201) throw new Error(`booking failed: ${response.body}`)
  return response.json()
}

async function completed(): Promise<CreatedBooking> {
  const booking = await book()
  expect((await admin.status(booking.id, { status: 'completed' })).statusCode).toBe(200)
  return booking
}

const chooseReturn = (token: string, payload: unknown) =>
  t.request({ method: 'POST', url: `/api/public/orders/${token}/return`, payload: payload as object })
const setReturn = (id: number, payload: unknown, { signedIn = true } = {}) =>
  t.request({
    method: 'PUT',
    url: `/api/bookings/${id}/return`,
    payload: payload as object,
    ...(signedIn ? { cookie } : {}),
  })
const slotOn = async (days: number, index = 0) =>
  (await getSlots(t, localDateFromToday(days), 1)).slots[index]!
const takenIn = async (start: string) =>
  Number(
    (
      await t.app.db
        .selectFrom('pickup_slot_locks')
        .select('taken')
        .where('slot_start', '=', Date.parse(start))
        .executeTakeFirst()
    )?.taken ?? 0,
  )
/** Bookings holding a place in the window, counted from the bookings themselves: pickups and returns. */
const placesCounted = async (start: string) => {
  const instant = Date.parse(start)
  const rows = await t.app.db
    .selectFrom('bookings')
    .select(['pickup_start', 'return_start'])
    .where('status', '!=', 'cancelled')
    .where((eb) => eb.or([eb('pickup_start', '=', instant), eb('return_start', '=', instant)]))
    .execute()
  return rows.reduce(
    (sum, row) =>
      sum + (Number(row.pickup_start) === instant ? 1 : 0) + (Number(row.return_start) === instant ? 1 : 0),
    0,
  )
}
const mailOf = async (bookingId: number, kind: string) =>
  (await outboxRows(t.app.db)).filter((row) => row.kind === kind && row.booking_id === bookingId)

describe('the return-time request', () => {
  it('is e-mailed when the order becomes completed, with the link to the order page, once', async () => {
    const booking = await book()
    expect(await mailOf(booking.id, 'return_request')).toHaveLength(0)
    await admin.status(booking.id, { status: 'in-progress' })
    expect(await mailOf(booking.id, 'return_request')).toHaveLength(0)
    await admin.status(booking.id, { status: 'completed', notes: 'All sharp' })
    await admin.status(booking.id, { status: 'completed' })
    const [request, ...more] = await mailOf(booking.id, 'return_request')
    expect(more).toHaveLength(0)
    expect(request!.subject).toContain('choose a return time')
    expect(request!.text_body).toContain(`https://shop.example.com/orders/${booking.accessToken}`)
    expect(request!.text_body).toContain('All sharp')
  })
})

describe('the return-time request from the edit dialog', () => {
  it('is e-mailed when the dialog saves the order as completed', async () => {
    const booking = await book()
    const stored = (await admin.get(booking.id)).json<Booking>()
    const saved = await admin.update(booking.id, editForm(stored, { status: 'completed' }))
    expect(saved.statusCode).toBe(200)
    expect(await mailOf(booking.id, 'return_request')).toHaveLength(1)
  })
})

describe('a cancelled order with a return time, brought back', () => {
  it('takes its return place again: refused with SLOT_FULL when the window filled meanwhile, unless confirmed', async () => {
    const slot = await slotOn(3, 1) // the afternoon of day 3: no other test books it
    const order = await completed()
    expect((await setReturn(order.id, { returnSlotStart: slot.start })).statusCode).toBe(200)
    expect((await admin.status(order.id, { status: 'cancelled' })).statusCode).toBe(200)
    expect(await takenIn(slot.start)).toBe(0)
    await book(3, 1)
    await book(3, 1)
    const refused = await admin.status(order.id, { status: 'completed' })
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toMatchObject({ code: 'SLOT_FULL' })
    expect((await admin.get(order.id)).json<Booking>().status).toBe('cancelled')
    expect(await takenIn(slot.start)).toBe(2)
    const confirmed = await admin.status(order.id, { status: 'completed', allowOverCapacity: true })
    expect(confirmed.statusCode).toBe(200)
    expect(await takenIn(slot.start)).toBe(3)
    expect(await placesCounted(slot.start)).toBe(3)
  })
})

describe('POST /api/public/orders/{token}/return', () => {
  it('refuses an order that is not completed yet, and bad input, changing nothing', async () => {
    const booking = await book()
    const slot = await slotOn(3)
    const early = await chooseReturn(booking.accessToken, { returnSlotStart: slot.start })
    expect(early.statusCode).toBe(409)
    expect(early.json()).toMatchObject({ code: 'CONFLICT' })
    await admin.status(booking.id, { status: 'completed' })
    for (const payload of [{}, { returnSlotStart: 'tomorrow' }, { returnSlotStart: 42 }, []]) {
      const response = await chooseReturn(booking.accessToken, payload)
      expect(response.statusCode, JSON.stringify(payload)).toBe(400)
      expect(response.json()).toMatchObject({ code: 'VALIDATION_FAILED' })
    }
    const notAWindow = await chooseReturn(booking.accessToken, {
      returnSlotStart: new Date(Date.parse(slot.start) + 60_000).toISOString(),
    })
    expect(notAWindow.statusCode).toBe(409)
    expect(notAWindow.json()).toMatchObject({ code: 'SLOT_UNAVAILABLE' })
    expect((await chooseReturn('a'.repeat(43), { returnSlotStart: slot.start })).statusCode).toBe(404)
    expect((await admin.get(booking.id)).json<Booking>().returnStart).toBeNull()
    expect(await takenIn(slot.start)).toBe(await placesCounted(slot.start))
  })

  it('sets the return, shows it on the order page, takes a place; a change moves it and frees the old one', async () => {
    const booking = await completed()
    const [first, second] = (await getSlots(t, localDateFromToday(4), 1)).slots
    const before = await takenIn(first!.start)
    const chosen = await chooseReturn(booking.accessToken, { returnSlotStart: first!.start })
    expect(chosen.statusCode).toBe(200)
    const order = chosen.json<PublicOrder>()
    expect([order.returnStart, order.returnEnd]).toEqual([first!.start, first!.end])
    expect(order.canChooseReturn).toBe(true)
    expect(await takenIn(first!.start)).toBe(before + 1)

    const again = await chooseReturn(booking.accessToken, { returnSlotStart: first!.start })
    expect(again.statusCode).toBe(409)
    expect(again.json<{ error: string }>().error).toBe('Your return is already at this time.')

    const moved = await chooseReturn(booking.accessToken, { returnSlotStart: second!.start })
    expect(moved.statusCode).toBe(200)
    expect(moved.json<PublicOrder>().returnStart).toBe(second!.start)
    expect(await takenIn(first!.start)).toBe(before)
    expect(await takenIn(second!.start)).toBe(await placesCounted(second!.start))
    const { events } = (await admin.get(booking.id)).json<BookingWithHistory>()
    const notes = events.filter((event) => event.kind === 'edited').map((event) => event.notes)
    expect(notes).toHaveLength(2)
    // Newest first, as the order's history lists them.
    expect(notes[1]).toMatch(/^Return time set by the customer on their order page to /)
    expect(notes[0]).toMatch(/^Return moved by the customer on their order page to /)
  })

  it('answers 409 SLOT_FULL when pickups and returns have filled the window: one driver', async () => {
    const slot = await slotOn(5)
    await book(5) // one pickup in a window of two places
    const first = await completed()
    const second = await completed()
    expect((await chooseReturn(first.accessToken, { returnSlotStart: slot.start })).statusCode).toBe(200)
    const full = await chooseReturn(second.accessToken, { returnSlotStart: slot.start })
    expect(full.statusCode).toBe(409)
    expect(full.json()).toEqual({
      code: 'SLOT_FULL',
      error: 'That return time has just filled up. Please choose another.',
    })
    expect((await admin.get(second.id)).json<Booking>().returnStart).toBeNull()
    expect(await takenIn(slot.start)).toBe(2)
    // A pickup now finds the window full too.
    const pickup = await postBooking(t, { ...pickupBooking, pickupSlotStart: slot.start })
    expect(pickup.statusCode).toBe(409)
    expect(pickup.json()).toMatchObject({ code: 'SLOT_FULL' })
  })
})

describe('PUT /api/bookings/{id}/return', () => {
  it('refuses a signed-out caller, bad input and a cancelled order; sets and moves the return; e-mails it', async () => {
    const booking = await book()
    const [first, second] = (await getSlots(t, localDateFromToday(6), 1)).slots
    expect(
      (await setReturn(booking.id, { returnSlotStart: first!.start }, { signedIn: false })).statusCode,
    ).toBe(401)
    expect((await setReturn(booking.id, { returnSlotStart: 'soon' })).statusCode).toBe(400)
    expect((await setReturn(999_999, { returnSlotStart: first!.start })).statusCode).toBe(404)

    const set = await setReturn(booking.id, { returnSlotStart: first!.start })
    expect(set.statusCode).toBe(200)
    expect(set.json<Booking>()).toMatchObject({ returnStart: first!.start, returnEnd: first!.end })
    const moved = await setReturn(booking.id, { returnSlotStart: second!.start })
    expect(moved.json<Booking>().returnStart).toBe(second!.start)
    expect(await takenIn(first!.start)).toBe(await placesCounted(first!.start))
    expect(await takenIn(second!.start)).toBe(await placesCounted(second!.start))
    const mail = await mailOf(booking.id, 'return_time')
    expect(mail).toHaveLength(2)
    expect(mail[1]!.text_body).toContain('Return time: ')

    await admin.status(booking.id, { status: 'cancelled' })
    expect(await takenIn(second!.start)).toBe(await placesCounted(second!.start))
    const cancelled = await setReturn(booking.id, { returnSlotStart: first!.start })
    expect(cancelled.statusCode).toBe(409)
    expect((await admin.get(booking.id)).json<Booking>().returnStart).toBe(second!.start)
  })

  it('answers SLOT_FULL for a full window unless the owner confirms it', async () => {
    const slot = await slotOn(7)
    await book(7)
    await book(7)
    const booking = await completed()
    const full = await setReturn(booking.id, { returnSlotStart: slot.start })
    expect(full.statusCode).toBe(409)
    expect(full.json()).toMatchObject({ code: 'SLOT_FULL' })
    // The owner set a return time: the refusal says so, not "pickup".
    expect(full.json<{ error: string }>().error).toMatch(/Confirm to set the return time anyway\.$/)
    expect(full.json<{ error: string }>().error).not.toMatch(/pickup/i)
    const notAWindow = await setReturn(booking.id, {
      returnSlotStart: new Date(Date.parse(slot.start) + 60_000).toISOString(),
    })
    expect(notAWindow.json()).toMatchObject({
      code: 'SLOT_UNAVAILABLE',
      error: 'There is no window at that time. Please choose one of the return times offered.',
    })
    const confirmed = await setReturn(booking.id, { returnSlotStart: slot.start, allowOverCapacity: true })
    expect(confirmed.statusCode).toBe(200)
    expect(await takenIn(slot.start)).toBe(3)
  })
})

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
