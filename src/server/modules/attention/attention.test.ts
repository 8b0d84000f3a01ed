import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { AttentionItem } from '../../../shared/attention.schema.ts'
import { formatBookingId } from '../../../shared/format.ts'
import type { CreatedBooking } from '../../../shared/order-page.schema.ts'
import { pickupBooking } from '../../test/bookings.ts'
import { createTestApp, type TestApp } from '../../test/test-app.ts'
import { waitFor } from '../outgoing-mail/outbox-test-support.ts'
import { startTestSmtpServer } from '../outgoing-mail/smtp-test-server.ts'
import {
  everyDayWindows,
  getSlots,
  localDateFromToday,
  putPickupSettings,
} from '../pickup/pickup-test-support.ts'
import { attentionOf, type AttentionOwner, UNLIMITED } from './attention-test-support.ts'

describe('needs attention, with no pickup windows', () => {
  let t: TestApp
  let owner: AttentionOwner
  beforeAll(async () => {
    t = await createTestApp({ env: UNLIMITED })
    owner = attentionOf(t, await t.login())
  })
  afterAll(() => t.close())

  it('refuses a signed-out caller, and bad input with the JSON error, changing nothing', async () => {
    const booking = await owner.book()
    const [item] = await owner.openAbout(booking.id)
    expect((await t.request({ method: 'GET', url: '/api/attention' })).statusCode).toBe(401)
    const signedOut = await t.request({ method: 'POST', url: `/api/attention/${item!.id}/done` })
    expect(signedOut.statusCode).toBe(401)

    for (const query of ['?status=closed', '?page=0', '?limit=101', '?limit=many']) {
      const response = await t.request({
        method: 'GET',
        url: `/api/attention${query}`,
        cookie: await t.login(),
      })
      expect(response.statusCode, query).toBe(400)
      expect(response.json(), query).toMatchObject({ code: 'VALIDATION_FAILED', error: expect.any(String) })
    }
    expect((await owner.done('first')).statusCode).toBe(400)
    expect((await owner.done(99_999_999_999)).json()).toMatchObject({ code: 'NOT_FOUND' })
    expect((await owner.done(item!.id + 1000)).statusCode).toBe(404)
    expect(await owner.openAbout(booking.id)).toEqual([item])
  })

  it('lists a pending order with no pickup time once, in plain words, until the owner marks it done', async () => {
    const booking = await owner.book()
    const open = await owner.openAbout(booking.id)
    expect(open).toEqual([
      {
        id: expect.any(Number),
        kind: 'no_pickup_time',
        bookingId: booking.id,
        at: expect.stringMatching(/Z$/),
        text: `Order ${formatBookingId(booking.id)} from Jane Doe has no pickup time yet: arrange one with the customer.`,
        doneAt: null,
      },
    ])
    const before = await owner.list()

    const done = await owner.done(open[0]!.id)
    expect(done.statusCode).toBe(200)
    const marked = done.json<AttentionItem>()
    expect(marked).toMatchObject({ id: open[0]!.id, doneAt: expect.stringMatching(/Z$/) })
    expect(await owner.openAbout(booking.id)).toEqual([])
    expect((await owner.list()).total).toBe(before.total - 1)
    expect((await owner.list('?status=done')).items[0]).toEqual(marked)
    // Marking it again changes nothing.
    expect((await owner.done(open[0]!.id)).json()).toEqual(marked)
  })

  it("records a customer's cancellation once: a second cancel is refused and adds nothing", async () => {
    const booking = await owner.book()
    expect((await owner.cancel(booking.accessToken)).statusCode).toBe(200)
    expect((await owner.cancel(booking.accessToken)).statusCode).toBe(409)
    const cancelled = (await owner.openAbout(booking.id)).filter((item) => item.kind === 'customer_cancelled')
    expect(cancelled).toHaveLength(1)
    expect(cancelled[0]!.text).toBe(
      `Jane Doe cancelled order ${formatBookingId(booking.id)} on their order page.`,
    )
  })

  it("keeps one open item for a customer's messages, with the latest; after it is done a new one opens", async () => {
    const booking = await owner.book()
    const messages = async () =>
      (await owner.openAbout(booking.id)).filter((item) => item.kind === 'customer_message')
    expect((await owner.write(booking.accessToken, 'Gate code 1234')).statusCode).toBe(201)
    expect((await owner.write(booking.accessToken, 'Actually,\n\nplease come after 5')).statusCode).toBe(201)
    const [latest, ...others] = await messages()
    expect(others).toEqual([])
    expect(latest!.text).toBe(
      `Jane Doe wrote about order ${formatBookingId(booking.id)}: “Actually, please come after 5”`,
    )

    // A refused message (empty) records nothing.
    expect((await owner.write(booking.accessToken, '')).statusCode).toBe(400)
    expect(await messages()).toEqual([latest])

    await owner.done(latest!.id)
    expect((await owner.write(booking.accessToken, 'Thanks!')).statusCode).toBe(201)
    const [next] = await messages()
    expect(next!.id).not.toBe(latest!.id)
    expect(next!.text).toMatch(/“Thanks!”$/)
  })

  it('pages the open list, newest first', async () => {
    const { total } = await owner.list()
    const page1 = await owner.list('?limit=2&page=1')
    const page2 = await owner.list('?limit=2&page=2')
    expect(page1.total).toBe(total)
    expect(page1.items).toHaveLength(2)
    const all = [...page1.items, ...page2.items]
    expect(new Set(all.map((item) => item.id)).size).toBe(all.length)
    const times = all.map((item) => Date.parse(item.at))
    expect(times).toEqual([...times].sort((a, b) => b - a))
  })
})

describe('needs attention, with pickup windows', () => {
  let t: TestApp
  let cookie: string
  let owner: AttentionOwner
  let beforeWindows: CreatedBooking
  beforeAll(async () => {
    t = await createTestApp({ env: UNLIMITED })
    cookie = await t.login()
    owner = attentionOf(t, cookie)
    beforeWindows = await owner.book()
    expect((await putPickupSettings(t, cookie, everyDayWindows)).statusCode).toBe(200)
  })
  afterAll(() => t.close())

  const move = (id: number, slotStart: string, allowOverCapacity = false) =>
    t.request({
      method: 'PUT',
      url: `/api/bookings/${id}/pickup`,
      cookie,
      payload: { slotStart, allowOverCapacity },
    })

  it("records a customer's reschedule with the new time, and nothing for a refused one", async () => {
    const [morning, afternoon] = (await getSlots(t, localDateFromToday(3), 1)).slots
    const booking = await owner.book({ ...pickupBooking, pickupSlotStart: morning!.start })
    expect(await owner.openAbout(booking.id)).toEqual([])
    await owner.book({ ...pickupBooking, customerEmail: 'x@example.com', pickupSlotStart: afternoon!.start })
    await owner.book({ ...pickupBooking, customerEmail: 'y@example.com', pickupSlotStart: afternoon!.start })

    expect((await owner.reschedule(booking.accessToken, afternoon!.start)).json()).toMatchObject({
      code: 'SLOT_FULL',
    })
    expect(await owner.openAbout(booking.id)).toEqual([])

    const [nextMorning] = (await getSlots(t, localDateFromToday(4), 1)).slots
    expect((await owner.reschedule(booking.accessToken, nextMorning!.start)).statusCode).toBe(200)
    const [moved] = await owner.openAbout(booking.id)
    expect(moved).toMatchObject({ kind: 'customer_rescheduled', bookingId: booking.id })
    expect(moved!.text).toMatch(
      new RegExp(
        `^Bob Stone moved the pickup of order ${formatBookingId(booking.id)} to .+\\d(AM|PM)?.*\\.$`,
      ),
    )
  })

  it("records a window taken beyond its capacity by the owner's confirmed move, once per window", async () => {
    const [morning] = (await getSlots(t, localDateFromToday(5), 1)).slots
    await owner.book({
      ...pickupBooking,
      customerEmail: 'a@example.com',
      pickupSlotStart: morning!.start,
    })
    await owner.book({ ...pickupBooking, customerEmail: 'b@example.com', pickupSlotStart: morning!.start })
    const [later] = (await getSlots(t, localDateFromToday(6), 1)).slots
    const third = await owner.book({
      ...pickupBooking,
      customerEmail: 'c@example.com',
      pickupSlotStart: later!.start,
    })
    const fourth = await owner.book({
      ...pickupBooking,
      customerEmail: 'd@example.com',
      pickupSlotStart: later!.start,
    })
    const overFull = async () =>
      (await owner.list('?limit=100')).items.filter((item) => item.kind === 'over_capacity')
    const before = await overFull()

    expect((await move(third.id, morning!.start)).statusCode).toBe(409)
    expect(await overFull()).toEqual(before)

    expect((await move(third.id, morning!.start, true)).statusCode).toBe(200)
    expect((await move(fourth.id, morning!.start, true)).statusCode).toBe(200)
    const [item, ...others] = await overFull()
    expect(others).toEqual(before)
    expect(item).toMatchObject({ kind: 'over_capacity', bookingId: fourth.id })
    expect(item!.text).toMatch(/^The pickup window .+ has 4 bookings for 2 places\.$/)
  })

  it('closes the "no pickup time" item of an order made before the windows once the owner gives it a time', async () => {
    const [item] = await owner.openAbout(beforeWindows.id)
    expect(item).toMatchObject({ kind: 'no_pickup_time' })
    const [slot] = (await getSlots(t, localDateFromToday(8), 1)).slots
    expect((await move(beforeWindows.id, slot!.start)).statusCode).toBe(200)
    expect(await owner.openAbout(beforeWindows.id)).toEqual([])
    const done = (await owner.list('?status=done&limit=100')).items.find((each) => each.id === item!.id)
    expect(done?.doneAt).toEqual(expect.any(String))
  })
})

describe('needs attention, when mail fails for good', () => {
  it('records the message the mail server refused, with its reason, in the same step as the failure', async () => {
    const smtp = await startTestSmtpServer({ refuseRecipient: { code: 550, message: 'No such user here' } })
    const t = await createTestApp({
      env: { ...UNLIMITED, SMTP_URL: smtp.url, AUTO_CONFIRMATION_EMAIL: 'true' },
    })
    try {
      const owner = attentionOf(t, await t.login())
      const booking = await owner.book()
      const failed = await waitFor(
        async () => (await owner.openAbout(booking.id)).find((item) => item.kind === 'mail_failed'),
        10_000,
        'the failed confirmation in the list',
      )
      const row = await t.app.db.selectFrom('mail_outbox').selectAll().executeTakeFirstOrThrow()
      expect(row.status).toBe('failed')
      expect(failed.text).toBe(
        `The e-mail “${row.subject}” to jane.doe@example.com could not be sent: the mail server refused the sender or the recipient (550 No such user here).`,
      )
    } finally {
      await t.close()
      await smtp.close()
    }
  })
})
