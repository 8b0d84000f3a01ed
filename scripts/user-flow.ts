/**
 * npm run lighthouse:flow: what a customer and the owner feel past the first page, measured with Lighthouse's user
 * flows on a phone (its mobile emulation, with its mobile network and 4× CPU throttling applied by DevTools, so that
 * the interactions are slowed as the page loads are). The built app is served on a fresh data directory with
 * pickup windows and FLOW_BOOKINGS orders made through the API. Prints, per step, the navigation's Largest
 * Contentful Paint, the slowest interaction's Interaction to Next Paint, and the JavaScript the step loaded (as
 * transferred, compressed; what the browser's cache already holds is not loaded again); the
 * flow's report is written to a temporary folder. Run `npm run build` first. It measures; it asserts nothing.
 *
 * The owner's steps end with the Workflow Board's long tasks (board-long-tasks.ts).
 *
 *   FLOW_DIST             the build to serve (default dist)
 *   FLOW_BOOKINGS         orders made through the API before the owner's steps (default 300)
 *   FLOW_OWNER_BOOKINGS   instead, the owner's steps run on a second server holding the bench's data of this many
 *                         bookings (e.g. 1000000; seeded once into bench/tmp, owner-data.ts); the customer's
 *                         steps stay on the fresh database
 *   FLOW_SAVE             1: keep the run in bench/runs/user-flow.json and write bench/RESULTS.md again, with the
 *                         build's chunk sizes (dist/bundle-sizes.json); default 1 with FLOW_OWNER_BOOKINGS=1000000
 *   CHROMIUM_PATH         the browser (default /usr/bin/chromium)
 */
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import { startFlow } from 'lighthouse'
import puppeteer, { type Page } from 'puppeteer-core'

import { ADMIN as BENCH_ADMIN } from '../bench/bench-config.ts'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts'
import { startBuiltServer, stop } from './child-process.ts'
import { measureBoardLongTasks } from './user-flow/board-long-tasks.ts'
import { printBoard, printSteps, rowsOf } from './user-flow/flow-report.ts'
import { loadAverage, saveFlowRun } from './user-flow/save-flow-run.ts'
import { ownerDataDir } from './user-flow/owner-data.ts'

const DIST = process.env.FLOW_DIST ?? 'dist'
const BOOKINGS = Number(process.env.FLOW_BOOKINGS ?? 300)
const OWNER_BOOKINGS = process.env.FLOW_OWNER_BOOKINGS ? Number(process.env.FLOW_OWNER_BOOKINGS) : undefined
const FLOW_SAVE = (process.env.FLOW_SAVE ?? (OWNER_BOOKINGS === 1_000_000 ? '1' : '0')) === '1'
const ADMIN = { username: 'admin', password: randomBytes(12).toString('hex') }
/** The owner's data keeps its admin from its first start, so its password is fixed (the bench's). */
const OWNER_ADMIN = OWNER_BOOKINGS ? BENCH_ADMIN : ADMIN
const TIME_ZONE = 'America/New_York'

/** Three days ahead on the business's clock, when every window of the day can be booked. */
const PICKUP_DATE = new Date(Date.now() + 3 * 86_400_000).toLocaleDateString('en-CA', { timeZone: TIME_ZONE })

/** Windows every day, wide enough for every order the flow makes. */
async function setUp(baseUrl: string) {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  })
  if (!login.ok) throw new Error(`sign-in: ${login.status} ${await login.text()}`)
  const cookie = login.headers.get('set-cookie')!.split(';')[0]!
  const windows = [1, 2, 3, 4, 5, 6, 7].flatMap((weekday) => [
    { weekday, start: '09:00', end: '12:00', capacity: 100 },
    { weekday, start: '13:00', end: '16:00', capacity: 100 },
  ])
  const saved = await fetch(`${baseUrl}/api/settings/pickup`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json', cookie, origin: baseUrl },
    body: JSON.stringify({ windows, closures: [], leadHours: 0, horizonDays: 21 }),
  })
  if (!saved.ok) throw new Error(`pickup windows: ${saved.status} ${await saved.text()}`)
  const { slots } = (await (
    await fetch(`${baseUrl}/api/public/pickup-slots?from=${PICKUP_DATE}&days=14`)
  ).json()) as {
    slots: { start: string; remaining: number }[]
  }
  // The orders spread over the windows after the customer's (three days ahead), which stays open for them.
  const later = slots.filter((slot) => slot.start.slice(0, 10) > PICKUP_DATE && slot.remaining > 0)
  for (let index = 0; index < (OWNER_BOOKINGS ? 0 : BOOKINGS); index++) {
    const made = await fetch(`${baseUrl}/api/bookings`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, origin: baseUrl },
      body: JSON.stringify({
        measurementType: 'self',
        customerName: `Customer ${index}`,
        customerEmail: `customer${index % 120}@example.com`,
        customerPhone: '4075550142',
        streetAddress: `${index + 1} Lake Ave`,
        zipCode: '32801',
        bladesOver9Inches: 1 + (index % 3),
        blades7To9Inches: index % 2,
        pickupSlotStart: later[index % later.length]!.start,
      }),
    })
    if (made.status !== 201) throw new Error(`booking ${index}: ${made.status} ${await made.text()}`)
  }
}

const byName = (name: string, role: string) => `::-p-aria([name="${name}"][role="${role}"])`

async function fillContact(page: Page, name: string) {
  await page.locator(byName('Name', 'textbox')).fill(name)
  await page.locator(byName('Email', 'textbox')).fill(`${name.split(' ')[0]!.toLowerCase()}@example.com`)
  await page.locator(byName('Phone', 'textbox')).fill('407.555.0142')
  await page.locator(byName('Street address', 'textbox')).fill('12 Lake Ave')
  await page.locator(byName('ZIP code', 'textbox')).fill('32804')
}

async function choosePickupTime(page: Page) {
  await page.locator(`label:has(input[value="${PICKUP_DATE}"])`).click()
  await page.locator('::-p-text(9:00 AM to 12:00 PM)').click()
}

async function confirmed(page: Page) {
  await page.locator(byName('Booking Confirmed!', 'heading')).wait()
}

async function signIn(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/login`)
  await page.locator(byName('Username', 'textbox')).fill(OWNER_ADMIN.username)
  await page.locator('input[type="password"]').fill(OWNER_ADMIN.password)
  await Promise.all([
    page.waitForNavigation({ waitUntil: 'networkidle0' }),
    page.locator(byName('Login', 'button')).click(),
  ])
}

/** The customer's server on a fresh data directory, and the owner's: the same one, or one on the bench's data. */
async function startServers() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'knife-flow-data-'))
  const env = { BUSINESS_TIMEZONE: TIME_ZONE, BOOKING_RATE_LIMIT_PER_10_MIN: '0' }
  const customer = await startBuiltServer(DIST, dataDir, {
    ...env,
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
  })
  const owner = OWNER_BOOKINGS
    ? await startBuiltServer(DIST, await ownerDataDir(OWNER_BOOKINGS), {
        ...env,
        ADMIN_USERNAME: OWNER_ADMIN.username,
        ADMIN_PASSWORD: OWNER_ADMIN.password,
      })
    : customer
  const close = async () => {
    await stop(customer.child)
    if (owner !== customer) await stop(owner.child)
    await rm(dataDir, { recursive: true, force: true })
  }
  return { customerUrl: customer.baseUrl, ownerUrl: owner.baseUrl, close }
}

async function main() {
  const startedAt = new Date()
  const loadAtStart = loadAverage()
  const reportDir = await mkdtemp(path.join(os.tmpdir(), 'knife-flow-report-'))
  const servers = await startServers()
  const { customerUrl: baseUrl, ownerUrl } = servers
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    headless: true,
  })
  try {
    await setUp(baseUrl)
    const page = await browser.newPage()
    const flow = await startFlow(page as never, {
      name: 'A customer books; the owner runs the day',
      flags: { throttlingMethod: 'devtools', onlyCategories: ['performance'], logLevel: 'error' },
    })

    await flow.navigate(`${baseUrl}/`, { name: 'Landing page' })
    await flow.navigate(`${baseUrl}/measurement-selection`, { name: 'Measurement choice' })
    await flow.navigate(`${baseUrl}/booking-dashboard?measurementType=pickup`, { name: 'Knife-count form' })
    await flow.startTimespan({ name: 'Knife-count form: count, contact, pickup time, submit' })
    await page.locator(byName('Number of knives', 'combobox')).fill('3')
    await page.locator(byName('Continue', 'button')).click()
    await fillContact(page, 'Ana Lopez')
    await choosePickupTime(page)
    await page.locator(byName('Create Booking', 'button')).click()
    await confirmed(page)
    await flow.endTimespan()

    await flow.navigate(`${baseUrl}/booking-dashboard?measurementType=self`, { name: 'Detailed form' })
    await flow.startTimespan({ name: 'Detailed form: blades, contact, pickup time, submit' })
    await page.locator(byName('9 inches and over', 'combobox')).fill('2')
    await page.locator(byName('Continue', 'button')).click()
    await fillContact(page, 'Ben Carter')
    await choosePickupTime(page)
    await page.locator(byName('Complete Booking', 'button')).click()
    await confirmed(page)
    await flow.endTimespan()
    const confirmation = page.url()
    const orderPage = await page.$eval('a[href^="/orders/"]', (link) => link.getAttribute('href'))
    // The order page first: the confirmation's address differs from the page it was made on by its fragment only,
    // which a browser treats as the same document and does not load again.
    await flow.navigate(`${baseUrl}${orderPage}`, { name: 'Order page' })
    await flow.navigate(confirmation, { name: 'Confirmation (opened again)' })

    await flow.navigate(`${ownerUrl}/login`, { name: 'Sign-in page' })
    await flow.startTimespan({ name: 'Sign in' })
    await page.locator(byName('Username', 'textbox')).fill(OWNER_ADMIN.username)
    await page.locator('input[type="password"]').fill(OWNER_ADMIN.password)
    await page.locator(byName('Login', 'button')).click()
    await page.waitForNavigation({ waitUntil: 'networkidle0' }).catch(() => undefined)
    await flow.endTimespan()
    await flow.navigate(`${ownerUrl}/admin?tab=workflow`, { name: 'Needs attention and the Workflow Board' })
    await flow.navigate(`${ownerUrl}/admin?tab=orders`, { name: 'All Orders' })
    await flow.startTimespan({ name: 'All Orders: search' })
    await page
      .locator('input[type="search"], input[placeholder^="Search by order number"]')
      .fill('Customer 1')
    await page.waitForNetworkIdle({ idleTime: 300 })
    await flow.endTimespan()
    await flow.navigate(`${ownerUrl}/admin?tab=schedule`, { name: 'Schedule' })
    await flow.startTimespan({ name: 'Schedule: the week' })
    await page.locator('::-p-text(Week)').click()
    await page.waitForNetworkIdle({ idleTime: 300 })
    await flow.endTimespan()
    await flow.navigate(`${ownerUrl}/admin?tab=reports`, { name: 'Reports' })

    const steps = rowsOf(await flow.createFlowResult(), 'Sign-in page')
    await writeFile(path.join(reportDir, 'flow.html'), await flow.generateReport())
    const data = OWNER_BOOKINGS
      ? `the owner's steps on ${OWNER_BOOKINGS.toLocaleString('en-US')} bookings (the bench's data)`
      : `${BOOKINGS} orders`
    console.log(`Lighthouse user flow (mobile, DevTools throttling) of ${DIST}, ${data}`)
    console.log(`Report: ${path.join(reportDir, 'flow.html')}\n`)
    printSteps(steps)
    const board = await measureBoardLongTasks(browser, ownerUrl, (page) => signIn(page, ownerUrl))
    printBoard(board)
    if (FLOW_SAVE) {
      await saveFlowRun({
        startedAt,
        loadAtStart,
        chromium: await browser.version(),
        dist: DIST,
        steps,
        board,
        ownerBookings: OWNER_BOOKINGS,
        flowBookings: BOOKINGS,
      })
      console.log(`\nSaved into bench/runs; RESULTS.md written again.`)
    }
  } finally {
    await browser.close()
    await servers.close()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
