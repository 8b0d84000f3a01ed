import type { APIRequestContext, Page } from '@playwright/test'

import type { CreatedBooking } from '../../../src/shared/order-page.schema.ts'
import { expect } from './fixtures.ts'

export type { CreatedBooking }

/** A word no other test's data holds, so a search finds exactly this test's orders (the database is shared). */
export const uniqueTag = () => `t${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

/** The admin list's order number: BO-000123. */
export const orderNumber = (id: number) => `BO-${String(id).padStart(6, '0')}`

/** All Orders' search box. */
export const ORDER_SEARCH = 'Search by order number, name, e-mail, phone or notes...'

/**
 * Types a search into All Orders (or the list `title` names) and waits for its answer: the list (a table, or cards
 * on a phone) named with the count the server found, no longer busy. A row's button pressed before then moves under
 * the pointer when the answer lands between press and release (leaving the box applies the search at once), and the
 * click is lost without a word: Playwright checks only where the press lands. That failed a CI run (stop 55).
 */
export async function searchOrders(
  page: Page,
  search: string,
  found = 1,
  title: 'All Orders' | 'Archived Orders' = 'All Orders',
) {
  await page.getByPlaceholder(ORDER_SEARCH).fill(search)
  // The search has run once it is in the address: the list before it may have had as many orders.
  await expect(page).toHaveURL((url) =>
    [...url.searchParams].some(([key, value]) => key.endsWith('-search') && value === search),
  )
  const name = `${title}, ${found} in all`
  const list = page.getByRole('table', { name }).or(page.getByRole('list', { name }))
  await expect(list).toBeVisible()
  await expect(list).not.toHaveAttribute('aria-busy', 'true')
}

/** Books through the public API, as a customer would. */
export async function createBooking(
  request: APIRequestContext,
  fields: Record<string, unknown> & { customerName: string },
): Promise<CreatedBooking> {
  const response = await request.post('/api/bookings', {
    data: {
      customerEmail: `${fields.customerName.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@example.com`,
      bladesOver9Inches: 1,
      blades7To9Inches: 0,
      blades4To6Inches: 0,
      bladesUnder4Inches: 0,
      nickRepairQuantity: 0,
      strappingQuantity: 0,
      ...fields,
    },
  })
  expect(response.status(), await response.text()).toBe(201)
  return (await response.json()) as CreatedBooking
}

/**
 * Books one order for each name, ten at a time (as ten customers at once would): a journey that needs many waits
 * for the slowest of each ten instead of every one in turn. Answers them in the order of the names.
 */
export async function createBookings(
  request: APIRequestContext,
  names: readonly string[],
): Promise<CreatedBooking[]> {
  const made: CreatedBooking[] = []
  for (let start = 0; start < names.length; start += 10) {
    const batch = names.slice(start, start + 10)
    made.push(...(await Promise.all(batch.map((customerName) => createBooking(request, { customerName })))))
  }
  return made
}

/** Sets the status through the admin API (the page is signed in). */
export async function setStatus(request: APIRequestContext, id: number, status: string) {
  const response = await request.patch(`/api/bookings/${id}/status`, { data: { status } })
  expect(response.status(), await response.text()).toBe(200)
}

/** What the booking forms do on success: open the confirmation with the order's token in the fragment. */
export async function openConfirmation(page: Page, booking: Pick<CreatedBooking, 'id' | 'accessToken'>) {
  await page.goto(`/booking-confirmation/${booking.id}#${booking.accessToken}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Booking Confirmed!' })).toBeVisible()
}
