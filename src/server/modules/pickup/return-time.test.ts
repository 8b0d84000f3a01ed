import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { BookingWithHistory } from '../../../shared/booking-admin.schema.ts'
import type { Booking } from '../../../shared/booking.schema.ts'
import type { PublicOrder } from '../../../shared/order-page.schema.ts'
import { pickupBooking, postBooking } from '../../test/bookings.ts'
import type { TestApp } from '../../test/test-app.ts'
import type { AdminBookings } from '../bookings/admin-test-support.ts'
import { editForm } from '../bookings/admin-test-support.ts'
import { getSlots, localDateFromToday } from './pickup-test-support.ts'
import { returnTimeHelpers, returnTimeTestApp } from './return-time-test-support.ts'

let t: TestApp
let cookie: string
let admin: AdminBookings

beforeAll(async () => {
  ;({ t, cookie, admin } = await returnTimeTestApp())
})
afterAll(() => t.close())

const { book, completed, chooseReturn, setReturn, slotOn, takenIn, placesCounted, mailOf } =
  returnTimeHelpers(() => ({ t, cookie, admin }))

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
