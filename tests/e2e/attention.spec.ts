import { createBooking, orderNumber } from './support/admin-bookings.ts'
import { expect, test } from './support/fixtures.ts'
import { signedInPage, startOwnServer } from './support/own-server.ts'
import { saveSettledScreen } from './support/screenshots.ts'

/**
 * "Needs attention" (issue 41): what customers did on their order pages reaches the owner's first screen, above the
 * Workflow Board, in plain words, each with its order and "Mark done". A server of its own: the list counts
 * everything its database holds (every booking without a pickup time is on it).
 */
test('the owner sees what needs attention first, opens its order and marks it done, on a phone', async ({
  browser,
  expectAccessible,
}) => {
  const server = await startOwnServer(63)
  try {
    const page = await signedInPage(browser, server, 390)
    const cancelled = await createBooking(page.request, { customerName: 'Ada Cancel' })
    expect((await page.request.post(`/api/public/orders/${cancelled.accessToken}/cancel`)).status()).toBe(200)
    const wrote = await createBooking(page.request, { customerName: 'Ben Writer' })
    const message = { message: 'Gate code 4321, the dog is friendly.' }
    const sent = await page.request.post(`/api/public/orders/${wrote.accessToken}/messages`, {
      data: message,
    })
    expect(sent.status()).toBe(201)

    await page.goto('/admin')
    const attention = page.getByRole('region', { name: /^Needs attention/ })
    const items = attention.getByRole('listitem')
    // Each order lacks a pickup time (no windows are set), one was cancelled and one written about: four, the
    // newest three shown.
    await expect(items).toHaveCount(3)
    await expect(attention).toContainText('Showing 1-3 of 4 results')
    await expect(attention.getByRole('heading', { name: 'Needs attention' })).toBeInViewport()
    await expect(attention).toContainText('4 open')
    const writing = items.filter({ hasText: 'Ben Writer wrote' })
    await expect(writing).toContainText(
      `Ben Writer wrote about order ${orderNumber(wrote.id)}: “Gate code 4321, the dog is friendly.”`,
    )
    await expect(items.filter({ hasText: 'cancelled' })).toContainText(
      `Ada Cancel cancelled order ${orderNumber(cancelled.id)} on their order page.`,
    )
    await expect(items.filter({ hasText: 'no pickup time' })).toHaveCount(1)
    await expect(attention).not.toContainText(/customer_|_time|mail_failed|over_capacity/)
    // Above the board, which follows it.
    await expect(page.getByRole('heading', { name: 'Order Workflow' })).toBeVisible()
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
    await saveSettledScreen(page, 'needs-attention-390')
    await expectAccessible(page, 'needs attention above the board, 390 px')

    await writing.getByRole('link', { name: `Open order ${orderNumber(wrote.id)}` }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('All Orders')
    await expect(page.getByText(orderNumber(wrote.id), { exact: true })).toBeVisible()
    await expect(page.getByText(orderNumber(cancelled.id), { exact: true })).toHaveCount(0)
    await page.goBack()

    await writing.getByRole('button', { name: 'Mark done' }).click()
    await expect(page.locator('[data-sonner-toast]').getByText('Marked done', { exact: true })).toBeVisible()
    await expect(writing).toHaveCount(0)
    await expect(items).toHaveCount(3)
    await expect(attention).toContainText('3 open')
    await expect(items.filter({ hasText: 'no pickup time' })).toHaveCount(2)
    await expect(attention.getByRole('navigation')).toHaveCount(0)

    await page.setViewportSize({ width: 1280, height: 800 })
    await saveSettledScreen(page, 'needs-attention-1280')
    await page.clock.install()
    await page.reload()
    await expect(items).toHaveCount(3)

    // The list refreshes every half minute. A refresh landing while a row is pressed keeps the rows where they are
    // until the click is over: the newer item, which goes first, would move the pressed link from under the pointer.
    await createBooking(page.request, { customerName: 'Cy Later' })
    const pressed = items.first().getByRole('link', { name: /^Open order / })
    const opens = await pressed.getAttribute('href')
    const refreshed = page.waitForResponse((answer) => new URL(answer.url()).pathname === '/api/attention')
    const box = (await pressed.boundingBox())!
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    await page.mouse.down()
    await page.clock.fastForward(30_000)
    await refreshed
    // Two frames: drawn by now, had the list taken the answer.
    await page.evaluate(
      () => new Promise((drawn) => requestAnimationFrame(() => requestAnimationFrame(drawn))),
    )
    await page.mouse.up()
    await expect(page).toHaveURL(opens!)
    await page.goBack()
    await expect(items.first()).toContainText('Cy Later')
    await expect(attention).toContainText('4 open')
  } finally {
    await server.stop()
  }
})
