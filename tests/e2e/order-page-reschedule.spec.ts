import type { Page } from '@playwright/test'

import { orderNumber } from './support/admin-bookings.ts'
import { TEST_ADMIN } from './support/environment.ts'
import { expect, test } from './support/fixtures.ts'
import { chooseDay } from './support/pickup-days.ts'
import { startPickupServer, type OwnServer } from './support/own-server.ts'
import { orderLinkIn, readQueuedMail } from './support/queued-mail.ts'
import { saveScreen } from './support/screenshots.ts'

const ZONE = 'America/New_York'

let server: OwnServer
test.describe.configure({ mode: 'serial' })

// Pickup windows make every booking ask for a time: a server of this spec's own (see own-server.ts).
test.beforeAll(async ({ browser, serverDatabaseUrl }) => {
  server = await startPickupServer(browser, 51, serverDatabaseUrl)
})
test.afterAll(async () => server?.stop())

const dateAhead = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', { timeZone: ZONE })

interface Slot {
  start: string
  remaining: number
}

test('the customer moves the pickup from the e-mailed order link; a full window cannot be chosen', async ({
  browser,
  expectAccessible,
}) => {
  test.slow()
  const api = await browser.newContext({ baseURL: server.baseURL })
  const slots = async (date: string) =>
    (
      (await (await api.request.get(`/api/public/pickup-slots?from=${date}&days=1`)).json()) as {
        slots: Slot[]
      }
    ).slots
  const [morning, afternoon] = await slots(dateAhead(3))
  const [nextMorning] = await slots(dateAhead(4))
  const book = async (name: string, email: string, slot: string) => {
    const response = await api.request.post('/api/bookings', {
      data: {
        customerName: name,
        customerEmail: email,
        streetAddress: '12 Lake Ave',
        bladesOver9Inches: 1,
        pickupSlotStart: slot,
      },
    })
    expect(response.status(), await response.text()).toBe(201)
    return (await response.json()) as { id: number; accessToken: string }
  }
  const booking = await book('Grace Hopper', 'grace@example.com', morning!.start)
  await book('Alan Turing', 'alan@example.com', afternoon!.start)

  const confirmation = await readQueuedMail(
    server.dataDir,
    `Booking confirmed: order #${booking.id} (${orderNumber(booking.id)})`,
  )
  const link = orderLinkIn(confirmation)
  expect(link).toBe(`${server.baseURL}/orders/${booking.accessToken}`)

  const context = await browser.newContext({ baseURL: server.baseURL })
  const page: Page = await context.newPage()
  await page.goto(link)
  await expect(page.getByRole('heading', { level: 1, name: `Order #${booking.id}` })).toBeVisible()
  const section = page.getByRole('region', { name: 'Pickup time' })
  await expect(section).toContainText('9:00 AM to 12:00 PM')
  await section.getByRole('button', { name: 'Change pickup time' }).click()

  await chooseDay(section, dateAhead(3))
  const times = section.getByRole('group', { name: /^Time on / })
  // The time the order has is shown, not offered: choosing it would move nothing.
  await expect(times.getByRole('radio', { name: /9:00 AM to 12:00 PM/ })).toBeDisabled()
  await expect(times.locator('label', { hasText: '9:00 AM to 12:00 PM' })).toContainText('Your current time')
  await saveScreen(page, 'order-page-reschedule-current-1280')
  await expect(times.getByRole('radio', { name: /1:00 PM to 4:00 PM/ })).toBeDisabled()
  await expect(times.locator('label', { hasText: '1:00 PM to 4:00 PM' })).toContainText('Full')

  await chooseDay(section, dateAhead(4))
  await times.getByRole('radio', { name: /9:00 AM to 12:00 PM/ }).check()
  await expectAccessible(page, 'order page: rescheduling into a window')
  await saveScreen(page, 'order-page-reschedule-1280')
  await page.setViewportSize({ width: 390, height: 844 })
  await expectAccessible(page, 'order page: rescheduling into a window, 390 px')
  await saveScreen(page, 'order-page-reschedule-390')
  await page.setViewportSize({ width: 1280, height: 800 })

  const moved = page.waitForResponse((r) => r.url().endsWith('/reschedule'))
  await section.getByRole('button', { name: 'Save new time' }).click()
  expect((await moved).status()).toBe(200)
  await expect(page.getByText('Pickup time changed').first()).toBeVisible()
  await expect(section.getByRole('button', { name: 'Change pickup time' })).toBeVisible()
  const newDay = new Date(nextMorning!.start).toLocaleDateString('en-US', { timeZone: ZONE, day: 'numeric' })
  await expect(section).toContainText(` ${newDay},`)
  await saveScreen(page, 'order-page-rescheduled-1280')

  // The customer is told by e-mail, with the link; the owner sees the move in the order's history.
  const movedMail = await readQueuedMail(
    server.dataDir,
    `New pickup time for order #${booking.id} (${orderNumber(booking.id)})`,
  )
  expect(orderLinkIn(movedMail)).toBe(link)
  expect((await slots(dateAhead(3)))[0]!.remaining).toBe(2)
  expect((await slots(dateAhead(4)))[0]!.remaining).toBe(1)
  expect((await api.request.post('/api/auth/login', { data: TEST_ADMIN })).status()).toBe(200)
  const history = (await (await api.request.get(`/api/bookings/${booking.id}`)).json()) as {
    events: { kind: string; notes: string | null }[]
  }
  expect(history.events.map((event) => event.notes).join('\n')).toContain(
    'Pickup moved by the customer on their order page to',
  )
  await context.close()
  await api.close()
})
