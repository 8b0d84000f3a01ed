import type { ParsedMail } from 'mailparser'
import { afterEach, expect } from 'vitest'

import type { Customer } from '../../../shared/customer.schema.ts'
import type { CreatedBooking } from '../../../shared/order-page.schema.ts'
import { detailedBooking, postBooking } from '../../test/bookings.ts'
import { createTestApp, type TestApp } from '../../test/test-app.ts'
import { outboxRows } from '../outgoing-mail/outbox-test-support.ts'

export const DAY_MS = 24 * 60 * 60 * 1000
export const SITE = 'https://shop.example.com'

/**
 * The reminder tests' apps (the site at SITE), each closed after its test, and whatever else a test adds to
 * `cleanups`. Call it at the top of a test file: the afterEach it registers belongs to that file.
 */
export function rebookTestHarness() {
  const cleanups: (() => Promise<unknown>)[] = []
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  })
  async function setUp(options: Parameters<typeof createTestApp>[0] = {}) {
    const t = await createTestApp({
      ...options,
      env: { BOOKING_RATE_LIMIT_PER_10_MIN: '0', PUBLIC_URL: SITE, ...options.env },
    })
    cleanups.push(() => t.close())
    return { t, cookie: await t.login() }
  }
  return { cleanups, setUp }
}

/** A booking through the form, the detailed one with these changes; fails the test unless it is made. */
export async function book(t: TestApp, body: Record<string, unknown>) {
  const response = await postBooking(t, { ...detailedBooking, ...body })
  expect(response.statusCode).toBe(201)
  return response.json<CreatedBooking>()
}

/** The order, `status` and `daysAgo` old (as if booked then). */
export async function age(t: TestApp, id: number, status: string, daysAgo: number, now = Date.now()) {
  await t.app.db
    .updateTable('bookings')
    .set({ status, created_at: now - daysAgo * DAY_MS })
    .where('id', '=', id)
    .execute()
}

export const customerOf = async (t: TestApp, cookie: string, id: number) =>
  (await t.request({ method: 'GET', url: `/api/customers/${id}`, cookie })).json<Customer>()

export const rebookReminders = async (t: TestApp) =>
  (await outboxRows(t.app.db)).filter((row) => row.kind === 'rebook_reminder')

/** A header as sent, unfolded. */
export const headerLine = (mail: ParsedMail, key: string) =>
  mail.headerLines.find((line) => line.key === key)?.line.replace(/\r?\n[ \t]+/g, ' ')

export const unsubscribeTokenIn = (text: string) => text.match(/\/unsubscribe\/([A-Za-z0-9_-]+)/)?.[1]
