import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { BookingFilterQuery } from '../../../shared/booking-admin.schema.ts'
import { pickupBooking } from '../../test/bookings.ts'
import { createTestApp, type TestApp } from '../../test/test-app.ts'
import {
  adminBookings,
  createBooking,
  parseCsv,
  setBookingPickup,
  type AdminBookings,
} from './admin-test-support.ts'
import { exportBookingsCsv } from './bookings-export.ts'

let t: TestApp
let admin: AdminBookings
beforeAll(async () => {
  t = await createTestApp({ env: { BOOKING_RATE_LIMIT_PER_10_MIN: '0' } })
  admin = adminBookings(t, await t.login())
})
afterAll(() => t.close())

const HEADER = [
  'Order ID',
  'Created (America/New_York)',
  'Pickup (America/New_York)',
  'Status',
  'Archived',
  'Customer',
  'Email',
  'Phone',
  'Street',
  'City',
  'State',
  'ZIP',
  'Blades 9" and over',
  'Blades 7-9"',
  'Blades 4-6"',
  'Blades under 4"',
  'Nick repair',
  'Stropping',
  'Total knives',
  'Estimated price',
  'Final price',
  'Paid',
  'Balance due',
  'Special requirements',
  'Measurement',
]

describe('GET /api/bookings/export.csv', () => {
  it('downloads every matching order across all pages as a CSV a spreadsheet opens', async () => {
    const tricky = await createBooking(t, {
      customerName: 'Doe, "Jay" Jr.',
      customerPhone: '+1 407 555 0199',
      streetAddress: '=HYPERLINK("http://evil.example")',
      specialRequirements: 'Line one, with a comma\nLine "two"\n@SUM(A1)',
    })
    // More than one chunk of 500 would be slow to create here; more than a page (10) shows it is not paged.
    const rest = []
    for (let n = 0; n < 11; n++) rest.push(await createBooking(t, { customerEmail: `bulk${n}@example.com` }))
    await admin.status(rest[0]!.id, { status: 'paid' })
    await admin.archive(rest[0]!.id)

    const response = await admin.exportCsv({ includeArchived: 'false' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="orders-\d{4}-\d\d-\d\d\.csv"$/,
    )
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]))

    const [header, ...records] = parseCsv(response.body.replace(/^\uFEFF/, ''))
    expect(header).toEqual(HEADER)
    // Every unarchived order, in order-number order; the archived one left out.
    expect(records.map((record) => record[0])).toEqual(
      [tricky, ...rest.slice(1)].map((booking) => `BO-${String(booking.id).padStart(6, '0')}`),
    )
    expect(records.every((record) => record.length === HEADER.length)).toBe(true)
    const row = Object.fromEntries(HEADER.map((name, index) => [name, records[0]![index]]))
    expect(row).toMatchObject({
      Status: 'Pending',
      Archived: 'No',
      Customer: 'Doe, "Jay" Jr.',
      Email: 'jane.doe@example.com',
      Phone: '(407) 555-0199',
      Street: `'=HYPERLINK("http://evil.example")`,
      // A formula start after a line break is neutralised too: a spreadsheet may split there.
      'Special requirements': `Line one, with a comma\nLine "two"\n'@SUM(A1)`,
      'Total knives': '7',
      'Estimated price': '53.00',
      // Not measured at pickup yet, nothing paid: the estimate is what is due.
      'Final price': '',
      Paid: '0.00',
      'Balance due': '53.00',
      Measurement: 'Measured by customer',
    })
    expect(row['Created (America/New_York)']).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/)
    // No pickup time yet: blank, as the final price before pickup.
    expect(row['Pickup (America/New_York)']).toBe('')
  })

  it('carries the pickup time in the business time zone, written as the other times', async () => {
    const summer = await createBooking(t, { customerEmail: 'pickup-summer@example.com' })
    const winter = await createBooking(t, { customerEmail: 'pickup-winter@example.com' })
    // 13:00 UTC is 9:00 in New York in July (EDT) and 8:00 in January (EST); 02:30 UTC is the evening before.
    await setBookingPickup(t.app.db, summer.id, '2026-07-14T13:00:00Z')
    await setBookingPickup(t.app.db, winter.id, '2027-01-06T02:30:00Z')
    const [header, ...records] = parseCsv((await admin.exportCsv()).body.slice(1))
    const column = header!.indexOf('Pickup (America/New_York)')
    expect(column).toBe(header!.indexOf('Created (America/New_York)') + 1)
    const pickupOf = (id: number) =>
      records.find((record) => record[0] === `BO-${String(id).padStart(6, '0')}`)?.[column]
    expect(pickupOf(summer.id)).toBe('2026-07-14 09:00')
    expect(pickupOf(winter.id)).toBe('2027-01-05 21:30')
  })

  it('carries the final price measured at pickup, what is paid (voided payments not) and the balance', async () => {
    const booking = await createBooking(t, { customerEmail: 'measured@example.com' })
    const measured = { bladesOver9Inches: 2, blades7To9Inches: 1, blades4To6Inches: 0, bladesUnder4Inches: 0 }
    const pickedUp = await admin.pickedUp(booking.id, {
      ...measured,
      nickRepairQuantity: 1,
      strappingQuantity: 0,
    })
    expect(pickedUp.statusCode, pickedUp.body).toBe(200)
    expect((await admin.pay(booking.id, { amount: '10.00', tip: '2.00', method: 'cash' })).statusCode).toBe(
      201,
    )
    const voided = await admin.pay(booking.id, { amount: '5.00', method: 'card' })
    await admin.voidPayment(booking.id, voided.json().payments[1].id)

    const [header, ...records] = parseCsv(
      (await admin.exportCsv({ search: 'measured@example.com' })).body.slice(1),
    )
    const row = Object.fromEntries(header!.map((name, index) => [name, records[0]![index]]))
    // 2 × $9 + $8 + $1 = $27.00, less the $10.00 paid (the tip and the voided $5.00 aside).
    expect(row).toMatchObject({
      'Final price': '27.00',
      Paid: '10.00',
      'Balance due': '17.00',
    })
  })

  it("says a pickup's marker in plain words, one knife as '1 knife', with the customer's notes after it", async () => {
    await createBooking(t, {
      ...pickupBooking,
      customerEmail: 'one-knife@example.com',
      knifeCount: 1,
      nickRepairQuantity: 0,
      strappingQuantity: 0,
      specialRequirements: 'Gate code 42',
    })
    const [header, ...records] = parseCsv(
      (await admin.exportCsv({ search: 'one-knife@example.com' })).body.slice(1),
    )
    const row = Object.fromEntries(header!.map((name, index) => [name, records[0]![index]]))
    expect(row['Special requirements']).toBe('1 knife, measure at pickup\nGate code 42')
  })

  it('reads the orders a chunk at a time, each after the last, with no order missed or repeated', async () => {
    const chunks: string[] = []
    for await (const chunk of exportBookingsCsv(
      t.app.db,
      BookingFilterQuery.parse({ includeArchived: 'true' }),
      'UTC',
      4,
    ))
      chunks.push(chunk)
    const count = await t.app.db
      .selectFrom('bookings')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
    const records = parseCsv(chunks.join('').slice(1)).slice(1)
    expect(chunks.length).toBeGreaterThan(3)
    expect(records).toHaveLength(Number(count.n))
    const ids = records.map((record) => Number(record[0]!.slice(3)))
    expect(ids).toEqual([...new Set(ids)].sort((a, b) => a - b))
  })

  it('follows the search and the archive switch like the list', async () => {
    const archived = await createBooking(t, { customerName: 'Archie Vault' })
    await admin.status(archived.id, { status: 'completed' })
    await admin.archive(archived.id)
    const only = parseCsv(
      (await admin.exportCsv({ showOnlyArchived: 'true', search: 'archie' })).body.slice(1),
    )
    expect(only.slice(1).map((record) => [record[0], record[4], record[5]])).toEqual([
      [`BO-${String(archived.id).padStart(6, '0')}`, 'Yes', 'Archie Vault'],
    ])
    const none = parseCsv((await admin.exportCsv({ search: 'nobody at all' })).body.slice(1))
    expect(none).toEqual([HEADER])
  })
})
