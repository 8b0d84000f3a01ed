import { execFileSync } from 'node:child_process'
import fs from 'node:fs'

import type { Browser, Page } from '@playwright/test'

import { createBooking, orderNumber, setStatus } from './support/admin-bookings.ts'
import { startPickupServer, type OwnServer } from './support/own-server.ts'
import { TEST_ADMIN } from './support/environment.ts'
import { expect, test, type ExpectAccessible } from './support/fixtures.ts'
import { chooseDay } from './support/pickup-days.ts'
import { gotoDrawn } from './support/shell-page.ts'
import { savePdfPictures, saveScreenshot } from './support/screenshots.ts'

const SHOTS = 'test-results/pickup-screens'

let server: OwnServer
test.describe.configure({ mode: 'serial' })

test.beforeAll(async ({ browser, serverDatabaseUrl }) => {
  server = await startPickupServer(browser, 50, serverDatabaseUrl)
})
test.afterAll(async () => server?.stop())

async function newPage(browser: Browser, width = 1280, signedIn = false): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.baseURL, viewport: { width, height: 900 } })
  if (signedIn) await context.request.post('/api/auth/login', { data: TEST_ADMIN })
  return context.newPage()
}

const shot = (page: Page, name: string) => saveScreenshot(page, `${SHOTS}/${name}.png`, { fullPage: true })

async function fillContact(page: Page, name: string, street: string, zip: string) {
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name)
  await page
    .getByRole('textbox', { name: 'Email', exact: true })
    .fill(`${name.split(' ')[0]!.toLowerCase()}@example.com`)
  // Typed with dots: the schedule shows it the one way every list does, (407) 555-0142.
  await page.getByLabel('Phone', { exact: true }).fill('407.555.0142')
  await page.getByLabel('Street address', { exact: true }).fill(street)
  await page.getByLabel('ZIP code', { exact: true }).fill(zip)
}

/** Three days ahead in the business's timezone: every window of it is bookable whatever the hour. */
const PICKUP_DATE = new Date(Date.now() + 3 * 86_400_000).toLocaleDateString('en-CA', {
  timeZone: 'America/New_York',
})

const times = (page: Page) => page.getByRole('group', { name: /^Time on / })

/** The business's date `days` from today, YYYY-MM-DD. */
const dateFromToday = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'America/New_York' })

/** "Tuesday, December 1, 2026": the Schedule's heading of the day `offset` days after `date`. */
function fullDay(date: string, offset = 0): string {
  const day = new Date(`${date}T12:00:00Z`)
  day.setUTCDate(day.getUTCDate() + offset)
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'full', timeZone: 'UTC' }).format(day)
}

const dayHeadings = (page: Page) => page.getByRole('heading', { level: 3, name: /^\w+day, \w+ \d+, \d{4}$/ })

/** The form with its slot picker at the other width too: both widths of every screen are looked at. */
async function shootBothWidths(page: Page, name: string, expectAccessible: ExpectAccessible) {
  const { width, height } = page.viewportSize()!
  for (const size of [width, width === 390 ? 1280 : 390]) {
    await page.setViewportSize({ width: size, height })
    await expectAccessible(page, `${name}: a pickup time chosen, ${size} px`)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(size)
    // From the top, so that the sticky navigation bar sits there in the full-page picture, not over the form.
    await page.evaluate(() => window.scrollTo(0, 0))
    await shot(page, `${name.replace(' ', '-')}-${size}`)
  }
  await page.setViewportSize({ width, height })
}

/**
 * Prints the route sheet as the owner does, with the real Print button; window.print is stubbed (a headless
 * browser has no print dialog) and the page is then printed to PDF, as the dialog would. Answers the page count.
 */
async function printRouteSheet(page: Page, name: string): Promise<number> {
  await page.evaluate(() => {
    window.print = () => document.body.setAttribute('data-printed', 'yes')
  })
  await page.getByRole('button', { name: 'Print route sheet' }).click()
  await expect(page.locator('body')).toHaveAttribute('data-printed', 'yes')
  await expect(page.locator('body')).toHaveAttribute('data-print', 'schedule')
  // The PDF in the test's own output folder: the postgres project prints its route sheet at the same time.
  const pdf = test.info().outputPath(`${name}.pdf`)
  await page.pdf({ path: pdf, format: 'Letter' })
  // Its pages as pictures, to look at with the screenshots: the page count below is the check.
  savePdfPictures(pdf, `${SHOTS}/${name}-${test.info().project.name}`)
  // The dialog closing ends the print mode: the app is shown again.
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')))
  await expect(page.locator('body')).not.toHaveAttribute('data-print')
  return Number(/^Pages:\s+(\d+)$/m.exec(execFileSync('pdfinfo', [pdf], { encoding: 'utf8' }))?.[1])
}

test('a pickup booking chooses a window, sees it on the summary and receipt, and the window shows one fewer left', async ({
  browser,
  expectAccessible,
}) => {
  // Each width of the form is checked by axe: a slow machine needs more than the default 30 s.
  test.slow()
  const page = await newPage(browser)
  await gotoDrawn(page, '/booking-dashboard?measurementType=pickup')
  await page.getByLabel('Number of knives', { exact: true }).selectOption('3')
  await page.getByRole('button', { name: 'Continue' }).click()
  await fillContact(page, 'Ana Lopez', '12 Lake Ave', '32804')

  await expect(page.getByRole('heading', { name: 'Pickup Time' })).toBeVisible()
  await chooseDay(page, PICKUP_DATE)
  const morning = times(page).getByRole('radio', { name: /9:00 AM to 12:00 PM/ })
  await expect(times(page)).toContainText('2 left')
  await morning.check()
  await expect(page.getByRole('region', { name: 'Booking Summary' })).toContainText('9:00 AM to 12:00 PM')
  await shootBothWidths(page, 'pickup form', expectAccessible)

  // Without a chosen time nothing is sent: the check happens first.
  const response = page.waitForResponse(
    (r) => r.url().endsWith('/api/bookings') && r.request().method() === 'POST',
  )
  await page.getByRole('button', { name: 'Create Booking' }).click()
  expect((await response).status()).toBe(201)
  await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible()
  await expect(page.getByText('Pickup time')).toBeVisible()
  await expect(page.getByRole('article')).toContainText('9:00 AM to 12:00 PM')
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Add to calendar' }).click()
  const ics = fs.readFileSync(await (await download).path(), 'utf8')
  expect(ics).toContain('BEGIN:VEVENT')
  await expectAccessible(page, 'confirmation: with a pickup time')
  await shot(page, 'confirmation-1280')

  await gotoDrawn(page, '/booking-dashboard?measurementType=pickup')
  await page.getByRole('button', { name: 'Continue' }).click()
  await chooseDay(page, PICKUP_DATE)
  await expect(times(page).locator('label', { hasText: '9:00 AM to 12:00 PM' })).toContainText('1 left')
})

test('a detailed booking takes the last place of a window, which then shows Full', async ({
  browser,
  expectAccessible,
}) => {
  // Each width of the form is checked by axe: a slow machine needs more than the default 30 s.
  test.slow()
  const page = await newPage(browser, 390)
  await gotoDrawn(page, '/booking-dashboard?measurementType=self')
  await page.getByLabel('9 inches and over', { exact: true }).selectOption('2')
  await page.getByRole('button', { name: 'Continue' }).click()
  await fillContact(page, 'Ben Carter', '3 Oak Court', '32803')
  await page.getByRole('button', { name: 'Complete Booking' }).click()
  await expect(page.getByText('Please choose a pickup time.')).toBeVisible()
  await chooseDay(page, PICKUP_DATE)
  // Ana took one of the morning's two places; the afternoon's one place is still free.
  await expect(times(page).locator('label', { hasText: '9:00 AM to 12:00 PM' })).toContainText('1 left')
  await expect(times(page).locator('label', { hasText: '1:00 PM to 4:00 PM' })).toContainText('1 left')
  await times(page)
    .getByRole('radio', { name: /1:00 PM to 4:00 PM/ })
    .check()
  await expect(page.getByRole('region', { name: 'Booking Summary' })).toContainText('1:00 PM to 4:00 PM')
  // The row of days scrolls within its card; the page itself stays as wide as the phone.
  await shootBothWidths(page, 'detailed form', expectAccessible)
  await page.getByRole('button', { name: 'Complete Booking' }).click()
  await expect(page.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible()
  await expect(page.getByText('Pickup time')).toBeVisible()
  await expect(page.getByRole('article')).toContainText('1:00 PM to 4:00 PM')
  await expectAccessible(page, 'confirmation: with a pickup time, 390 px')
  await shot(page, 'confirmation-390')

  await gotoDrawn(page, '/booking-dashboard?measurementType=self')
  await page.getByLabel('9 inches and over', { exact: true }).selectOption('1')
  await page.getByRole('button', { name: 'Continue' }).click()
  await chooseDay(page, PICKUP_DATE)
  const afternoon = times(page).getByRole('radio', { name: /1:00 PM to 4:00 PM/ })
  await expect(afternoon).toBeDisabled()
  await expect(times(page).locator('label', { hasText: '1:00 PM to 4:00 PM' })).toContainText('Full')
})

test("the owner's schedule lists the day's pickups in driving order and prints a route sheet", async ({
  browser,
  expectAccessible,
}) => {
  test.slow()
  for (const width of [1280, 390]) {
    const page = await newPage(browser, width, true)
    await page.goto(`/booking-dashboard?tab=schedule&date=${PICKUP_DATE}&view=day`)
    await expect(page.getByRole('heading', { name: 'Pickup Schedule' })).toBeVisible()
    const stops = page.getByRole('listitem').filter({ hasText: /BO-\d{6}/ })
    await expect(stops).toHaveCount(2)
    // The morning window first (Ana), then the afternoon's (Ben).
    await expect(stops.first()).toContainText('Ana Lopez')
    await expect(stops.last()).toContainText('Ben Carter')
    await expect(page.getByRole('link', { name: /3 Oak Court/ })).toHaveAttribute('href', /google\.com\/maps/)
    await expect(stops.first()).toContainText('(407) 555-0142')
    await expect(stops.first()).not.toContainText('407.555.0142')
    await expectAccessible(page, `schedule: a day's pickups, ${width} px`)
    await shot(page, `schedule-day-${width}`)
    if (width === 1280) {
      // The day view prints that one day: one page.
      expect(await printRouteSheet(page, 'route-sheet-day')).toBe(1)
    }
    await page.goto('/booking-dashboard?tab=settings')
    await expect(page.getByRole('heading', { name: 'Pickup Windows' })).toBeVisible()
    await expect(page.getByLabel('Calendar address')).toHaveValue(/\/calendar\/[\w-]+\.ics$/)
    await expectAccessible(page, `settings with pickup windows, ${width} px`)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    await shot(page, `settings-${width}`)
    await page.goto(`/booking-dashboard?tab=schedule&date=${PICKUP_DATE}&view=day`)
    await page.getByRole('button', { name: 'Week' }).click()
    // The seven days from the chosen one (issue 41 point 8), not its Monday to Sunday.
    await expect(dayHeadings(page)).toHaveText(Array.from({ length: 7 }, (_, n) => fullDay(PICKUP_DATE, n)))
    await shot(page, `schedule-week-${width}`)
    if (width === 1280) {
      // The week view prints its seven days, one a page.
      expect(await printRouteSheet(page, 'route-sheet-week')).toBe(7)
    }
    await page.context().close()
  }
})

test('the owner moves a booking into a full window from the edit dialog only after confirming it', async ({
  browser,
  expectAccessible,
}) => {
  const page = await newPage(browser, 1280, true)
  await page.goto('/booking-dashboard?tab=orders')
  await page.getByRole('button', { name: 'View or edit BO-000001' }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit Booking' })
  const pickup = dialog.getByRole('region', { name: 'Pickup time' })
  await expect(pickup).toContainText('9:00 AM to 12:00 PM')
  const full = pickup.locator('option', { hasText: /1:00 PM to 4:00 PM \(full\)/ }).first()
  await pickup.getByLabel('Move to').selectOption((await full.getAttribute('value'))!)
  await pickup.getByRole('button', { name: 'Move pickup' }).click()
  const refusal = pickup.getByRole('alert')
  await expect(refusal).toContainText(
    'This pickup window is full: 1 of 1 place is booked. Confirm to book it anyway.',
  )
  await expect(pickup).toContainText('9:00 AM to 12:00 PM')
  await expectAccessible(page, 'orders: edit dialog, a full window refused')
  await shot(page, 'move-pickup-refused-1280')
  await refusal.getByRole('button', { name: 'Move anyway' }).click()
  await expect(pickup.getByRole('status')).toHaveText('This window now has 2 bookings for 1 place.')
  await expect(pickup).toContainText('1:00 PM to 4:00 PM')
  await expectAccessible(page, 'orders: edit dialog, moved into a full window')
  await shot(page, 'move-pickup-1280')
})

test('a cancelled order brought back on the board into its window filled meanwhile asks the owner first', async ({
  browser,
  expectAccessible,
}) => {
  const page = await newPage(browser, 1280, true)
  // The afternoon window (one place) of a day no other journey here books.
  const date = new Date(Date.now() + 5 * 86_400_000).toLocaleDateString('en-CA', {
    timeZone: 'America/New_York',
  })
  const slots = (await (await page.request.get(`/api/public/pickup-slots?from=${date}&days=1`)).json()) as {
    slots: { start: string }[]
  }
  const afternoon = slots.slots[1]!.start
  const booking = (customerName: string) =>
    createBooking(page.request, { customerName, zipCode: '32803', pickupSlotStart: afternoon })
  const cancelled = await booking('Cora Bright')
  await setStatus(page.request, cancelled.id, 'cancelled')
  await booking('Dan Moss')

  await page.goto('/dashboard?tab=workflow')
  const column = (name: string) => page.getByRole('region', { name, exact: true })
  const card = column('Cancelled').locator(`article[data-booking-id="${cancelled.id}"]`)
  await card.getByRole('button', { name: `Move ${orderNumber(cancelled.id)} to another column` }).click()
  await page.getByRole('menu').getByRole('menuitem', { name: 'Pending' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Pickup window full' })
  await expect(confirm).toContainText(
    `${orderNumber(cancelled.id)} was not moved to Pending. This pickup window is full: 1 of 1 place is booked.`,
  )
  // Refused: the card is back where it was (the board behind the dialog is hidden from the accessibility tree).
  await expect(page.locator(`article[data-booking-id="${cancelled.id}"]`)).toContainText('Cancelled')
  await expectAccessible(page, 'workflow board: bringing a cancelled order into a full window')
  await shot(page, 'restore-over-capacity-1280')
  await page.setViewportSize({ width: 390, height: 844 })
  await shot(page, 'restore-over-capacity-390')
  await confirm.getByRole('button', { name: 'Book it anyway' }).click()
  await expect(column('Pending').locator(`article[data-booking-id="${cancelled.id}"]`)).toBeVisible()

  await page.goto(`/booking-dashboard?tab=schedule&date=${date}&view=day`)
  await expect(page.getByText('2 of 1 booked, over capacity').first()).toBeVisible()
  await shot(page, 'schedule-over-capacity-390')
  await page.context().close()
})

test('on a phone, the owner marks a pickup collected from the schedule with what was measured', async ({
  browser,
  expectAccessible,
}) => {
  const page = await newPage(browser, 390, true)
  // The morning window of a day no other journey here books.
  const date = new Date(Date.now() + 6 * 86_400_000).toLocaleDateString('en-CA', {
    timeZone: 'America/New_York',
  })
  const slots = (await (await page.request.get(`/api/public/pickup-slots?from=${date}&days=1`)).json()) as {
    slots: { start: string }[]
  }
  const booking = await createBooking(page.request, {
    customerName: 'Eve Stone',
    zipCode: '32803',
    pickupSlotStart: slots.slots[0]!.start,
    bladesOver9Inches: 0,
    measurementType: 'pickup',
    knifeCount: 3,
  })
  await page.goto(`/booking-dashboard?tab=schedule&date=${date}&view=day`)
  const stop = page
    .getByRole('region', { name: /AM to / })
    .getByRole('listitem')
    .filter({ hasText: orderNumber(booking.id) })
  await stop.getByRole('button', { name: `Mark picked up ${orderNumber(booking.id)}` }).click()
  const measure = page.getByRole('dialog', { name: 'Mark picked up' })
  await measure.getByLabel('Blades 7 to 9 inches').fill('2')
  await measure.getByLabel('Blades under 4 inches').fill('1')
  await measure.getByLabel('Stropping').fill('1')
  await expect(measure.getByText('Final price: $23.00')).toBeVisible()
  await expectAccessible(page, 'schedule: mark picked up, 390 px')
  await shot(page, 'schedule-picked-up-dialog-390')
  await measure.getByRole('button', { name: 'Mark picked up' }).click()
  await expect(measure).toBeHidden()
  await expect(stop).toContainText('Picked up · final price $23.00')
  await expect(stop).toContainText('In Progress')
  await shot(page, 'schedule-picked-up-390')
  await page.context().close()
})

test("the owner's schedule lists the orders with no time yet, gives one a time there, and every row opens its order", async ({
  browser,
  expectAccessible,
}) => {
  test.slow()
  const page = await newPage(browser, 1280, true)
  // Booked while no windows are set, as a business does before it defines them: no pickup time is asked.
  const saved = await page.request.get('/api/settings/pickup')
  const settings = (await saved.json()) as Record<string, unknown>
  const put = (windows: unknown) =>
    page.request.put('/api/settings/pickup', {
      data: { windows, closures: [], leadHours: 0, horizonDays: 21 },
    })
  expect((await put([])).status()).toBe(200)
  const gil = await createBooking(page.request, { customerName: 'Gil Waiting', zipCode: '32803' })
  const hal = await createBooking(page.request, { customerName: 'Hal Waiting', zipCode: '32804' })
  expect((await put(settings.windows)).status()).toBe(200)
  const date = dateFromToday(4)
  const slots = (await (await page.request.get(`/api/public/pickup-slots?from=${date}&days=1`)).json()) as {
    slots: { start: string }[]
  }

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 })
    await page.goto(`/booking-dashboard?tab=schedule&date=${date}&view=day`)
    const noTime = page.getByRole('region', { name: 'No time yet' })
    const rows = noTime.getByRole('listitem')
    await expect(rows.filter({ hasText: 'Hal Waiting' })).toContainText(orderNumber(hal.id))
    if (width === 1280) {
      await expect(rows).toHaveText([/Gil Waiting/, /Hal Waiting/])
      await expectAccessible(page, 'schedule: orders with no time yet, 1280 px')
      await shot(page, 'schedule-no-time-1280')
      // Given a time from its row: Edit Booking opens on the order, with the pickup-time editor.
      await rows
        .filter({ hasText: 'Gil Waiting' })
        .getByRole('button', { name: `Set pickup time for ${orderNumber(gil.id)}` })
        .click()
      const dialog = page.getByRole('dialog', { name: 'Edit Booking' })
      await expect(dialog).toContainText(orderNumber(gil.id))
      const pickup = dialog.getByRole('region', { name: 'Pickup time' })
      await expect(pickup).toContainText('No pickup time booked.')
      await pickup.getByLabel('Choose', { exact: true }).selectOption(slots.slots[0]!.start)
      await pickup.getByRole('button', { name: 'Move pickup' }).click()
      // Saved once the booked time shows: the choice's own option names the window already, and Esc while the
      // move is on its way asks before discarding it.
      await expect(pickup).not.toContainText('No pickup time booked.')
      await expect(pickup).toContainText('9:00 AM to 12:00 PM')
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      // It leaves the list for its day, where its row opens it again; focus comes back to that row's number.
      await expect(rows).toHaveText([/Hal Waiting/])
      const stop = page.locator(`#root li[data-booking-id="${gil.id}"]`)
      await expect(stop).toContainText('Gil Waiting')
      const number = stop.getByRole('button', { name: orderNumber(gil.id), exact: true })
      await number.click()
      await expect(dialog).toContainText(orderNumber(gil.id))
      await expect(dialog.getByRole('region', { name: 'Pickup time' })).toContainText('9:00 AM to 12:00 PM')
      await page.keyboard.press('Escape')
      await expect(number).toBeFocused()
      await shot(page, 'schedule-day-with-time-1280')
    } else {
      await expect(rows).toHaveText([/Hal Waiting/])
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
      await expectAccessible(page, 'schedule: orders with no time yet, 390 px')
      await shot(page, 'schedule-no-time-390')
    }

    // The week: the seven days from the chosen one; its rows open their order too.
    await page.getByRole('button', { name: 'Week' }).click()
    await expect(dayHeadings(page)).toHaveText(Array.from({ length: 7 }, (_, n) => fullDay(date, n)))
    await page.getByRole('button', { name: 'Next week' }).click()
    await expect(dayHeadings(page).first()).toHaveText(fullDay(date, 7))
    await page.getByRole('button', { name: 'Previous week' }).click()
    await expect(dayHeadings(page).first()).toHaveText(fullDay(date))
    await page
      .locator(`#root li[data-booking-id="${gil.id}"]`)
      .getByRole('button', { name: orderNumber(gil.id), exact: true })
      .click()
    const dialog = page.getByRole('dialog', { name: 'Edit Booking' })
    await expect(dialog).toContainText(orderNumber(gil.id))
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
    await shot(page, `schedule-week-from-day-${width}`)
  }
  await page.context().close()
})

test('on a desktop the pickup days show whole, with arrows and the arrow keys to the others', async ({
  browser,
  expectAccessible,
}) => {
  test.slow()
  const page = await newPage(browser, 1280)
  await gotoDrawn(page, '/booking-dashboard?measurementType=pickup')
  await page.getByRole('button', { name: 'Continue' }).click()
  const days = page.getByRole('group', { name: 'Day' })
  const shownDays = days.getByRole('radio')
  const later = days.getByRole('button', { name: 'Later days' })
  const earlier = days.getByRole('button', { name: 'Earlier days' })
  for (const width of [1280, 1024]) {
    await page.setViewportSize({ width, height: 900 })
    await expect(later).toBeVisible()
    await expect(earlier).toBeDisabled()
    // Every day shown is whole: inside the row between the two arrows.
    const row = (await earlier.boundingBox())!
    const end = (await later.boundingBox())!
    const labels = days.locator('label')
    for (const box of await Promise.all((await labels.all()).map((label) => label.boundingBox()))) {
      expect(box!.x).toBeGreaterThanOrEqual(row.x + row.width)
      expect(box!.x + box!.width).toBeLessThanOrEqual(end.x)
    }
    // And wide enough for its words: a day squeezed below its text would overlap the next.
    expect(
      await labels.evaluateAll((all) => all.filter((label) => label.scrollWidth > label.clientWidth).length),
    ).toBe(0)
    const first = await shownDays.first().getAttribute('value')
    const count = await shownDays.count()
    await expectAccessible(page, `pickup days with arrows, ${width} px`)
    await shot(page, `pickup-days-${width}`)

    await later.click()
    await expect(shownDays.first()).not.toHaveAttribute('value', first!)
    await expect(earlier).toBeEnabled()
    await earlier.click()
    await expect(shownDays.first()).toHaveAttribute('value', first!)

    // The arrow keys go on past the last day shown, turning the page, the next day chosen and focused.
    await shownDays.nth(count - 1).focus()
    await page.keyboard.press('Space')
    const last = await shownDays.nth(count - 1).getAttribute('value')
    await page.keyboard.press('ArrowRight')
    const next = days.locator('input:focus')
    await expect(next).toBeChecked()
    await expect(next).not.toHaveAttribute('value', last!)
    await expect(shownDays.first()).not.toHaveAttribute('value', first!)
    await expect(times(page)).toBeVisible()
    await page.keyboard.press('ArrowLeft')
    await expect(days.locator(`input[value="${last}"]`)).toBeFocused()
    await earlier.click()
    await expect(earlier).toBeDisabled()
    // The first day chosen again: at the next width the row opens on the chosen day's page.
    await days.locator('label').first().click()
  }
  // A phone's row scrolls under a finger, without arrows, and the page does not.
  await page.setViewportSize({ width: 390, height: 844 })
  await expect(later).toHaveCount(0)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  await shot(page, 'pickup-days-390')
  await page.context().close()
})
