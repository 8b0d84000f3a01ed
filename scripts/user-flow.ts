/**
 * npm run lighthouse:flow: what a customer and the owner feel past the first page, measured with Lighthouse's user
 * flows on a phone (its mobile emulation, with its mobile network and 4× CPU throttling applied by DevTools, so that
 * the interactions are slowed as the page loads are). The built app is served on a fresh data directory with
 * pickup windows and FLOW_BOOKINGS orders made through the API. Prints, per step, the navigation's Largest
 * Contentful Paint, the slowest interaction's Interaction to Next Paint, and the JavaScript the step loaded (as
 * transferred, compressed; what the browser's cache already holds is not loaded again); the
 * flow's report is written to a temporary folder. Run `npm run build` first. It measures; it asserts nothing.
 *
 *   FLOW_DIST       the build to serve (default dist)
 *   FLOW_BOOKINGS   orders made before the owner's steps (default 300)
 *   CHROMIUM_PATH   the browser (default /usr/bin/chromium)
 */
import { randomBytes } from 'node:crypto'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'

import { startFlow, type FlowResult } from 'lighthouse'
import puppeteer, { type Page } from 'puppeteer-core'

import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts'
import { startBuiltServer, stop } from './child-process.ts'

const DIST = process.env.FLOW_DIST ?? 'dist'
const BOOKINGS = Number(process.env.FLOW_BOOKINGS ?? 300)
const ADMIN = { username: 'admin', password: randomBytes(12).toString('hex') }
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
  for (let index = 0; index < BOOKINGS; index++) {
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

interface Row {
  step: string
  lcp?: number
  inp?: number
  scriptBytes: number
}

/** Each step's figures from its Lighthouse result. */
function rowsOf(flow: FlowResult): Row[] {
  return flow.steps.map((step) => {
    const audits = step.lhr.audits
    const requests = (
      audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] }
    )?.items
    return {
      step: step.name,
      lcp: audits['largest-contentful-paint']?.numericValue,
      inp: audits['interaction-to-next-paint']?.numericValue,
      scriptBytes: (requests ?? [])
        .filter((request) => request.resourceType === 'Script')
        .reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    }
  })
}

const ms = (value: number | undefined) => (value === undefined ? '' : `${Math.round(value)} ms`)

async function main() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'knife-flow-data-'))
  const reportDir = await mkdtemp(path.join(os.tmpdir(), 'knife-flow-report-'))
  const server = await startBuiltServer(DIST, dataDir, {
    ADMIN_USERNAME: ADMIN.username,
    ADMIN_PASSWORD: ADMIN.password,
    BUSINESS_TIMEZONE: TIME_ZONE,
    BOOKING_RATE_LIMIT_PER_10_MIN: '0',
  })
  const { baseUrl } = server
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

    await flow.navigate(`${baseUrl}/login`, { name: 'Sign-in page' })
    await flow.startTimespan({ name: 'Sign in' })
    await page.locator(byName('Username', 'textbox')).fill(ADMIN.username)
    await page.locator('input[type="password"]').fill(ADMIN.password)
    await page.locator(byName('Login', 'button')).click()
    await page.waitForNavigation({ waitUntil: 'networkidle0' }).catch(() => undefined)
    await flow.endTimespan()
    await flow.navigate(`${baseUrl}/admin?tab=workflow`, { name: 'Workflow Board' })
    await flow.navigate(`${baseUrl}/admin?tab=orders`, { name: 'All Orders' })
    await flow.startTimespan({ name: 'All Orders: search' })
    await page.locator('input[type="search"], input[placeholder^="Search orders"]').fill('Customer 1')
    await page.waitForNetworkIdle({ idleTime: 300 })
    await flow.endTimespan()
    await flow.navigate(`${baseUrl}/admin?tab=schedule`, { name: 'Schedule' })
    await flow.startTimespan({ name: 'Schedule: the week' })
    await page.locator('::-p-text(Week)').click()
    await page.waitForNetworkIdle({ idleTime: 300 })
    await flow.endTimespan()
    await flow.navigate(`${baseUrl}/admin?tab=reports`, { name: 'Reports' })

    const result = await flow.createFlowResult()
    await writeFile(path.join(reportDir, 'flow.html'), await flow.generateReport())
    console.log(
      `Lighthouse user flow (mobile, DevTools throttling) on ${baseUrl} (${DIST}), ${BOOKINGS} orders`,
    )
    console.log(`Report: ${path.join(reportDir, 'flow.html')}\n`)
    console.log(`${'step'.padEnd(56)}${'LCP'.padStart(10)}${'INP'.padStart(10)}${'JS loaded'.padStart(12)}`)
    for (const row of rowsOf(result)) {
      const kilobytes = `${(row.scriptBytes / 1024).toFixed(1)} KB`
      console.log(
        `${row.step.padEnd(56)}${ms(row.lcp).padStart(10)}${ms(row.inp).padStart(10)}${kilobytes.padStart(12)}`,
      )
    }
  } finally {
    await browser.close()
    await stop(server.child)
    await rm(dataDir, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
