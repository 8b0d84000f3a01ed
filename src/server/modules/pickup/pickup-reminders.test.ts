import { afterEach, describe, expect, it } from 'vitest'

import type { CreatedBooking } from '../../../shared/order-page.schema.ts'
import { pickupBooking, postBooking } from '../../test/bookings.ts'
import { buildTestApp, createTestApp, type TestApp, testDatabase } from '../../test/test-app.ts'
import { adminBookings, editForm } from '../bookings/admin-test-support.ts'
import { outboxRows } from '../outgoing-mail/outbox-test-support.ts'
import { localDateAt, localTimeToInstant } from '../../../shared/calendar.ts'
import { everyDayWindows, getSlots, localDateFromToday, putPickupSettings } from './pickup-test-support.ts'

const ZONE = 'America/New_York'
const cleanups: (() => Promise<unknown>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

async function setUp(env: Record<string, string> = {}) {
  const t = await createTestApp({
    env: { BOOKING_RATE_LIMIT_PER_10_MIN: '0', PUBLIC_URL: 'https://shop.example.com', ...env },
  })
  cleanups.push(() => t.close())
  const cookie = await t.login()
  await putPickupSettings(t, cookie, everyDayWindows)
  return { t, cookie }
}

/** Today at hh:mm on the business's clock. */
const todayAt = (hour: number, minute = 0) =>
  localTimeToInstant(localDateAt(Date.now(), ZONE), hour * 60 + minute, ZONE)

async function book(t: TestApp, slotStart: string, email = pickupBooking.customerEmail) {
  const response = await postBooking(t, {
    ...pickupBooking,
    customerEmail: email,
    pickupSlotStart: slotStart,
  })
  expect(response.statusCode).toBe(201)
  return response.json<CreatedBooking>()
}

const reminders = async (t: TestApp) => (await outboxRows(t.app.db)).filter((row) => row.kind === 'reminder')

describe('the day-before pickup reminder', () => {
  it("is queued from REMINDER_LOCAL_HOUR for tomorrow's pickups only, once, with the order link", async () => {
    const { t } = await setUp()
    const [morning, afternoon] = (await getSlots(t, localDateFromToday(1), 1)).slots
    const [later] = (await getSlots(t, localDateFromToday(2), 1)).slots
    const due = await book(t, morning!.start)
    const cancelled = await book(t, afternoon!.start, 'carol@example.com')
    await book(t, later!.start, 'dan@example.com')
    await t.app.db
      .updateTable('bookings')
      .set({ status: 'cancelled' })
      .where('id', '=', cancelled.id)
      .execute()

    expect(await t.app.pickupReminders.runRound(todayAt(17, 59))).toBe(0)
    expect(await reminders(t)).toHaveLength(0)

    expect(await t.app.pickupReminders.runRound(todayAt(18))).toBe(1)
    expect(await t.app.pickupReminders.runRound(todayAt(18, 1))).toBe(0)
    expect(await t.app.pickupReminders.runRound(todayAt(23, 30))).toBe(0)
    const [reminder, ...more] = await reminders(t)
    expect(more).toHaveLength(0)
    expect(reminder!.booking_id).toBe(due.id)
    expect(reminder!.to_email).toBe('bob@example.com')
    expect(reminder!.subject).toContain('we pick up your knives tomorrow')
    const link = `https://shop.example.com/orders/${due.accessToken}`
    expect(reminder!.text_body).toContain(link)
    expect(reminder!.html_body).toContain(`href="${link}"`)
  })

  it('goes out at the configured hour', async () => {
    const { t } = await setUp({ REMINDER_LOCAL_HOUR: '7' })
    const [morning] = (await getSlots(t, localDateFromToday(1), 1)).slots
    await book(t, morning!.start)
    expect(await t.app.pickupReminders.runRound(todayAt(6, 59))).toBe(0)
    expect(await t.app.pickupReminders.runRound(todayAt(7))).toBe(1)
  })

  it('withdraws the queued reminder of a booking the owner moves, reminds it of its new time, and e-mails the move', async () => {
    const { t, cookie } = await setUp()
    // The reminder stays queued, as it would between the round and the send.
    await t.app.mailSender.stop()
    const [morning, afternoon] = (await getSlots(t, localDateFromToday(1), 1)).slots
    const booking = await book(t, morning!.start)
    expect(await t.app.pickupReminders.runRound(todayAt(18))).toBe(1)
    expect(await reminders(t)).toHaveLength(1)

    const moved = await t.request({
      method: 'PUT',
      url: `/api/bookings/${booking.id}/pickup`,
      payload: { slotStart: afternoon!.start },
      cookie,
    })
    expect(moved.statusCode).toBe(200)
    expect(await reminders(t)).toHaveLength(0)
    const movedMail = (await outboxRows(t.app.db)).filter((row) => row.kind === 'pickup_moved')
    expect(movedMail).toHaveLength(1)
    expect(movedMail[0]!.booking_id).toBe(booking.id)
    expect(movedMail[0]!.text_body).toContain(`https://shop.example.com/orders/${booking.accessToken}`)

    expect(await t.app.pickupReminders.runRound(todayAt(18, 1))).toBe(1)
    expect(await t.app.pickupReminders.runRound(todayAt(18, 2))).toBe(0)
    const [reminder, ...more] = await reminders(t)
    expect(more).toHaveLength(0)
    expect(reminder!.text_body).toContain('1:00 PM')
    expect(reminder!.text_body).not.toContain('9:00 AM')
    const keys = await t.app.db.selectFrom('pickup_reminders').selectAll().execute()
    expect(keys.map((key) => Number(key.pickup_start))).toEqual([Date.parse(afternoon!.start)])
  })

  type Change = (t: TestApp, cookie: string, booking: CreatedBooking, otherSlot: string) => Promise<unknown>
  const cancelsAndMoves: [string, Change][] = [
    [
      "the owner's status change to Cancelled",
      (t, cookie, booking) =>
        t.request({
          method: 'PATCH',
          url: `/api/bookings/${booking.id}/status`,
          payload: { status: 'cancelled' },
          cookie,
        }),
    ],
    [
      "the edit dialog's status Cancelled",
      async (t, cookie, booking) => {
        const admin = adminBookings(t, cookie)
        const stored = (await admin.get(booking.id)).json<Record<string, unknown>>()
        return admin.update(booking.id, editForm(stored, { status: 'cancelled' }))
      },
    ],
    [
      "the customer's cancel on the order page",
      (t, _cookie, booking) =>
        t.request({ method: 'POST', url: `/api/public/orders/${booking.accessToken}/cancel` }),
    ],
    [
      "the customer's reschedule on the order page",
      (t, _cookie, booking, otherSlot) =>
        t.request({
          method: 'POST',
          url: `/api/public/orders/${booking.accessToken}/reschedule`,
          payload: { pickupSlotStart: otherSlot },
        }),
    ],
  ]

  it.each(cancelsAndMoves)('is withdrawn, unsent, by %s', async (_change, change) => {
    const { t, cookie } = await setUp()
    await t.app.mailSender.stop()
    const [morning, afternoon] = (await getSlots(t, localDateFromToday(1), 1)).slots
    const booking = await book(t, morning!.start)
    const other = await book(t, morning!.start, 'carol@example.com')
    expect(await t.app.pickupReminders.runRound(todayAt(18))).toBe(2)

    const response = (await change(t, cookie, booking, afternoon!.start)) as { statusCode: number }
    expect(response.statusCode).toBe(200)
    // The other booking's reminder stays; this one's is gone from the outbox and from the reminder keys.
    expect((await reminders(t)).map((row) => row.booking_id)).toEqual([other.id])
    const keys = await t.app.db.selectFrom('pickup_reminders').select('booking_id').execute()
    expect(keys.map((key) => key.booking_id)).toEqual([other.id])
  })

  it('stays in the Outgoing list once sent, when the booking is cancelled afterwards', async () => {
    const { t, cookie } = await setUp()
    await t.app.mailSender.stop()
    const [morning] = (await getSlots(t, localDateFromToday(1), 1)).slots
    const booking = await book(t, morning!.start)
    expect(await t.app.pickupReminders.runRound(todayAt(18))).toBe(1)
    await t.app.db.updateTable('mail_outbox').set({ status: 'sent', sent_at: Date.now() }).execute()

    const cancel = await adminBookings(t, cookie).status(booking.id, { status: 'cancelled' })
    expect(cancel.statusCode).toBe(200)
    expect((await reminders(t)).map((row) => row.status)).toEqual(['sent'])
  })

  // Several instances share one database on PostgreSQL only; on SQLite the rounds of one app overlap instead.
  // Both apps run in this test's process, each with its own connection pool, as two server processes would.
  it('is queued once when rounds overlap: six at once, on PostgreSQL from two app instances on one database', async () => {
    const { t } = await setUp()
    const slots = (await getSlots(t, localDateFromToday(1), 1)).slots
    const booked = [
      await book(t, slots[0]!.start, 'a@example.com'),
      await book(t, slots[0]!.start, 'b@example.com'),
      await book(t, slots[1]!.start, 'c@example.com'),
    ]
    let other = t.app
    if (testDatabase === 'postgres') {
      other = await buildTestApp(t.config, { logger: false })
      cleanups.push(() => other.close())
      await other.ready()
    }
    const at = todayAt(18, 5)
    const counts = await Promise.all(
      Array.from({ length: 6 }, (_, n) => (n % 2 ? other : t.app).pickupReminders.runRound(at)),
    )
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(3)
    const sent = await reminders(t)
    expect(sent.map((row) => row.booking_id).sort()).toEqual(booked.map((booking) => booking.id).sort())
  })
})
