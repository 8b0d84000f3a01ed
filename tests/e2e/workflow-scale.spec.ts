import path from 'node:path'

import type { Page } from '@playwright/test'
import SQLite from 'better-sqlite3'

import { createBooking, createBookings, setStatus, uniqueTag } from './support/admin-bookings.ts'
import { expect, test } from './support/fixtures.ts'
import { signedInPage, startOwnServer, type OwnServer } from './support/own-server.ts'

const column = (page: Page, name: string) => page.getByRole('region', { name, exact: true })
const cards = (page: Page, name: string) => column(page, name).locator('article[data-booking-id]')
const card = (page: Page, name: string, id: number) =>
  column(page, name).locator(`article[data-booking-id="${id}"]`)

/** Makes orders look last changed `days` ago, straight in the server's database: no API writes the past. */
function backdate(server: OwnServer, ids: number[], days: number) {
  const db = new SQLite(path.join(server.dataDir, 'app.db'))
  try {
    db.pragma('busy_timeout = 5000')
    const at = Date.now() - days * 86_400_000
    const update = db.prepare('update bookings set updated_at = ? where id = ?')
    for (const id of ids) update.run(at, id)
  } finally {
    db.close()
  }
}

test('with 120 pending orders a column draws what is near its scroll, newest first, and loads more on Show more', async ({
  browser,
}) => {
  test.slow()
  // A server of its own: the pending orders of journeys running beside it would come between this one's, and its
  // 120 orders would push their new cards off the first page of their boards (workflow.spec.ts).
  const server = await startOwnServer(64)
  try {
    await showsTheNewestAndMore(await signedInPage(browser, server), server)
  } finally {
    await server.stop()
  }
})

async function showsTheNewestAndMore(page: Page, server: OwnServer) {
  const tag = uniqueTag()
  const bookings = await createBookings(
    page.request,
    Array.from({ length: 120 }, (_, n) => `Scale ${tag} ${n}`),
  )
  const made = bookings.map((booking) => booking.id)
  const last = await createBooking(page.request, { customerName: `Scale ${tag} newest` })
  const finished = await createBooking(page.request, { customerName: `Scale ${tag} finished` })
  const oldCompleted = await createBooking(page.request, { customerName: `Scale ${tag} old completed` })
  const oldPaid = await createBooking(page.request, { customerName: `Scale ${tag} old paid` })
  await setStatus(page.request, finished.id, 'completed')
  await setStatus(page.request, oldCompleted.id, 'completed')
  await setStatus(page.request, oldPaid.id, 'paid')
  backdate(server, [oldCompleted.id, oldPaid.id], 45)

  await page.goto('/dashboard?tab=workflow')
  const pending = column(page, 'Pending')
  // A column draws its first ten cards, the rest of its page as it is scrolled, and loads more when asked.
  await expect(cards(page, 'Pending')).toHaveCount(10)
  // Every pending order on this server is one of this journey's: the 120, then the newest.
  await expect(pending.locator('[data-column-count]')).toHaveText('121')
  await expect(pending).toContainText('Showing the newest 10 of 121.')
  const shownIds = () =>
    cards(page, 'Pending').evaluateAll((nodes) =>
      nodes.map((node) => Number(node.getAttribute('data-booking-id'))),
    )
  const newestFirst = [...made, last.id].sort((a, b) => b - a)
  const first = await shownIds()
  expect(first).toEqual(newestFirst.slice(0, 10))

  // The board stays about a screen tall (what needs attention sits above it); the column scrolls inside it.
  const viewport = page.viewportSize()!
  const board = await page.getByRole('region', { name: 'Order Workflow' }).boundingBox()
  expect(board!.height).toBeLessThan(viewport.height * 1.2)
  const list = pending.locator('[data-column-list]')
  const scrolls = await list.evaluate((node) => node.scrollHeight > node.clientHeight + 100)
  expect(scrolls).toBe(true)
  // The tenth card by its order number: once it shows, the next ten are drawn below it.
  const bottomCard = card(page, 'Pending', first[9]!)
  await bottomCard.scrollIntoViewIfNeeded()
  await expect(bottomCard).toBeInViewport()
  // Near its end, the column draws the rest of the page it loaded, in order after the first ten.
  await list.evaluate((node) => node.scrollTo({ top: node.scrollHeight }))
  await expect(cards(page, 'Pending')).toHaveCount(20)
  await expect(pending).toContainText('Showing the newest 20 of 121.')
  expect(await shownIds()).toEqual(newestFirst.slice(0, 20))

  await pending.getByRole('button', { name: 'Show more' }).click()
  // The next page arrives and ten more are drawn; the rest of it as the column is scrolled to its end.
  await expect(cards(page, 'Pending')).toHaveCount(30)
  await list.evaluate((node) => node.scrollTo({ top: node.scrollHeight }))
  await expect(cards(page, 'Pending')).toHaveCount(40)
  expect(await shownIds()).toEqual(newestFirst.slice(0, 40))

  // Completed and Paid show the last 30 days, each with a way to see its older orders.
  const completed = column(page, 'Completed')
  await expect(card(page, 'Completed', finished.id)).toBeVisible()
  await expect(card(page, 'Completed', oldCompleted.id)).toHaveCount(0)
  await expect(completed).toContainText('Changed in the last 30 days.')
  await completed.getByRole('button', { name: 'Show older' }).click()
  await expect(completed).not.toContainText('Changed in the last 30 days.')
  await expect(card(page, 'Completed', oldCompleted.id)).toBeVisible()
  await expect(card(page, 'Completed', finished.id)).toBeVisible()

  const paid = column(page, 'Paid')
  await expect(paid).toContainText('Changed in the last 30 days.')
  await expect(card(page, 'Paid', oldPaid.id)).toHaveCount(0)
  await paid.getByRole('button', { name: 'Show older' }).click()
  await expect(card(page, 'Paid', oldPaid.id)).toBeVisible()
}
