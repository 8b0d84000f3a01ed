import type { Page } from '@playwright/test'

import { createBooking, openConfirmation, orderNumber, uniqueTag } from './support/admin-bookings.ts'
import { expect, test } from './support/fixtures.ts'
import { orderLinkIn, readQueuedMail } from './support/queued-mail.ts'
import { saveScreen, saveScreenshot, screenPath } from './support/screenshots.ts'

const timeline = (page: Page) => page.getByRole('region', { name: 'What has happened' })

test.describe('the customer order page', () => {
  test('book, reload the confirmation, open the link elsewhere, write, cancel; the owner sees it', async ({
    page,
    browser,
    baseURL,
    adminPage,
    expectAccessible,
    serverDataDir,
  }) => {
    // A whole journey on a shared two-core machine, with six accessibility scans.
    test.slow()
    const name = `Ada Byron ${uniqueTag()}`
    // Booked as the pickup form books (booking-forms.spec.ts walks the form itself).
    const booking = await createBooking(page.request, {
      customerName: name,
      customerEmail: 'ada.order-page@example.com',
      streetAddress: '12 Lake Ave',
      measurementType: 'pickup',
      knifeCount: 3,
      bladesOver9Inches: 0,
    })
    await openConfirmation(page, booking)

    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'Booking Confirmed!' })).toBeVisible()
    await expect(page.getByRole('region', { name: 'Order Information' })).toContainText(`#${booking.id}`)
    await expectAccessible(page, 'confirmation: pickup booking, reloaded')
    await saveScreen(page, 'confirmation-1280')
    await page.setViewportSize({ width: 390, height: 844 })
    await expectAccessible(page, 'confirmation, 390 px')
    await saveScreen(page, 'confirmation-390')
    const link = await page.getByRole('link', { name: 'Open your order page' }).getAttribute('href')
    expect(link).toBe(`/orders/${booking.accessToken}`)

    // The link from the queued confirmation e-mail, opened where nothing of the booking is remembered.
    const confirmation = await readQueuedMail(
      serverDataDir,
      `Booking confirmed: order #${booking.id} (${orderNumber(booking.id)})`,
    )
    const emailed = orderLinkIn(confirmation)
    expect(emailed).toBe(`${baseURL}${link}`)
    const fresh = await browser.newContext({ baseURL })
    try {
      const customer = await fresh.newPage()
      await customer.goto(emailed)
      await expect(customer.getByRole('heading', { level: 1, name: `Order #${booking.id}` })).toBeVisible()
      await expect(timeline(customer)).toContainText('Order placed')
      await expect(customer.getByRole('region', { name: 'Customer Information' })).toContainText(
        '12 Lake Ave',
      )
      await expect(
        customer.getByRole('img', { name: `QR code: opens your order page for order #${booking.id}` }),
      ).toBeVisible()
      await expectAccessible(customer, 'order page')
      await saveScreen(customer, 'order-page-1280')
      await customer.setViewportSize({ width: 390, height: 844 })
      await expectAccessible(customer, 'order page, 390 px')
      await saveScreen(customer, 'order-page-390')
      await customer.setViewportSize({ width: 1280, height: 800 })

      await customer
        .getByLabel('Your message about this order')
        .fill('Please come after 5pm. <b>Thanks</b> <3')
      await customer.getByRole('button', { name: 'Send message' }).click()
      await expect(customer.getByText('Message sent')).toBeVisible()
      await expect(timeline(customer)).toContainText('You wrote to us')
      // HTML in a message is the text the customer wrote, shown as written and never rendered.
      await expect(timeline(customer)).toContainText('Please come after 5pm. <b>Thanks</b> <3')
      await expect(timeline(customer).locator('b')).toHaveCount(0)

      await customer.getByRole('button', { name: 'Cancel order' }).click()
      const confirm = customer.getByRole('alertdialog', { name: `Cancel order #${booking.id}?` })
      await expectAccessible(customer, 'order page: cancel confirmation')
      await confirm.getByRole('button', { name: 'Cancel order' }).click()
      await expect(timeline(customer)).toContainText('You cancelled this order')
      await expect(customer.getByRole('button', { name: 'Cancel order' })).toBeHidden()
      await expectAccessible(customer, 'order page: cancelled')
      await saveScreen(customer, 'order-page-cancelled-1280')
    } finally {
      await fresh.close()
    }

    await adminPage.goto('/dashboard?tab=workflow')
    const cancelled = adminPage.getByRole('region', { name: 'Cancelled', exact: true })
    const card = cancelled.locator(`article[data-booking-id="${booking.id}"]`)
    await expect(card).toBeVisible()
    await card.getByRole('button', { name: orderNumber(booking.id), exact: true }).click()
    const dialog = adminPage.getByRole('dialog', { name: 'Edit Booking' })
    const history = dialog.getByRole('list', { name: 'Order history' })
    await expect(history).toContainText('Sent from the order page')
    await expect(history).toContainText('Cancelled by the customer on their order page.')
    await expect(dialog.getByRole('button', { name: 'Copy customer link' })).toBeEnabled()
    await saveScreenshot(adminPage, screenPath('edit-dialog-customer-link-1280'))

    // The message is in the inbox, about this order, marked as written on the order page (whoever holds the link
    // wrote it, not necessarily the address's owner); a reply goes to the booking's e-mail. Deleted afterwards:
    // the inbox journey counts its e-mails.
    await adminPage.goto('/dashboard?tab=communications')
    const subject = `Message about order ${orderNumber(booking.id)}`
    const row = adminPage
      .getByRole('list', { name: 'Emails' })
      .getByRole('listitem')
      .filter({ hasText: subject })
    await expect(row).toContainText('Sent from the order page')
    await expect(row).not.toContainText('ada.order-page@example.com')
    await saveScreen(adminPage, 'inbox-order-page-message-1280')
    await row.getByRole('button').click()
    const email = adminPage.getByRole('dialog', { name: subject })
    await expect(email).toContainText(orderNumber(booking.id))
    await expect(email).toContainText('Sent from the order page')
    await expect(email).toContainText(
      'Your reply goes to the e-mail on the booking: ada.order-page@example.com',
    )
    await expect(email).not.toContainText('<ada.order-page@example.com>')
    await expect(email).toContainText('Please come after 5pm. <b>Thanks</b> <3')
    await expect(email.locator('b, iframe')).toHaveCount(0)
    await expect(email.getByLabel('Your reply')).toHaveAccessibleDescription(
      /E-mailed to ada\.order-page@example\.com/,
    )
    await expectAccessible(adminPage, 'inbox: message from the order page')
    await saveScreenshot(adminPage, screenPath('inbox-order-page-dialog-1280'))
    await adminPage.setViewportSize({ width: 390, height: 844 })
    await saveScreenshot(adminPage, screenPath('inbox-order-page-dialog-390'))
    await email.getByRole('button', { name: 'Close' }).last().click()
    await saveScreen(adminPage, 'inbox-order-page-message-390')
    await adminPage.setViewportSize({ width: 1280, height: 800 })
    const inbox = (await (await adminPage.request.get('/api/emails?limit=100')).json()) as {
      emails: { id: number; bookingId: number | null }[]
    }
    for (const { id } of inbox.emails.filter((item) => item.bookingId === booking.id)) {
      expect((await adminPage.request.delete(`/api/emails/${id}`)).status()).toBe(204)
    }
  })

  test('Reset link: the old link shows the same Order Not Found as a made-up one', async ({
    adminPage,
    browser,
    baseURL,
    expectAccessible,
  }) => {
    const response = await adminPage.request.post('/api/bookings', {
      data: {
        customerName: `Reset Link ${uniqueTag()}`,
        customerEmail: 'reset.link@example.com',
        bladesOver9Inches: 1,
      },
    })
    const booking = (await response.json()) as { id: number; accessToken: string }
    await adminPage.goto('/dashboard?tab=workflow')
    const card = adminPage
      .getByRole('region', { name: 'Pending', exact: true })
      .locator(`article[data-booking-id="${booking.id}"]`)
    await card.getByRole('button', { name: orderNumber(booking.id), exact: true }).click()
    const dialog = adminPage.getByRole('dialog', { name: 'Edit Booking' })
    await dialog.getByRole('button', { name: 'Reset link' }).click()
    await adminPage
      .getByRole('alertdialog', { name: 'Reset the customer link?' })
      .getByRole('button', { name: 'Reset link' })
      .click()
    await expect(adminPage.getByText('Customer link reset').first()).toBeVisible()

    const fresh = await browser.newContext({ baseURL })
    try {
      const customer = await fresh.newPage()
      const misses = [
        `/orders/${booking.accessToken}`,
        `/orders/${'x'.repeat(43)}`,
        '/orders/nope',
        // Broken escapes, which no router can decode: the same page all the same.
        '/orders/%E0%A4%A',
      ]
      for (const path of misses) {
        await customer.goto(path)
        await expect(customer.getByRole('heading', { level: 1, name: 'Order Not Found' })).toBeVisible()
      }
      await expectAccessible(customer, 'order page: not found')
      await customer.setViewportSize({ width: 390, height: 844 })
      await saveScreen(customer, 'order-not-found-390')
    } finally {
      await fresh.close()
    }
  })
})

test.describe('E-mail me my order links', () => {
  test('the look-up by e-mail sends the address a link to each of its orders, and says the same for any address', async ({
    page,
    baseURL,
    expectAccessible,
    serverDataDir,
  }) => {
    const email = `links.${uniqueTag()
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '')}@example.com`
    const booked = []
    for (const name of ['First Order', 'Second Order']) {
      const response = await page.request.post('/api/bookings', {
        data: { customerName: name, customerEmail: email, bladesOver9Inches: 1 },
      })
      expect(response.status()).toBe(201)
      booked.push((await response.json()) as { id: number; accessToken: string })
    }
    await page.goto('/order-search')
    const emailCard = page.getByRole('region', { name: 'Email Address' })
    await emailCard.getByLabel('Email address', { exact: true }).fill(email)
    await emailCard.getByRole('button', { name: 'Search' }).click()
    await expect(page.getByRole('region', { name: 'Search Results' })).toContainText('2 found')
    const links = page.getByRole('region', { name: 'Manage your orders' })
    await links.getByRole('button', { name: 'E-mail me my order links' }).click()
    await expect(links.getByRole('status')).toHaveText(/^If we have orders for this e-mail address/)
    await expectAccessible(page, 'order search: order links sent')
    await saveScreen(page, 'order-links-1280')
    await page.setViewportSize({ width: 390, height: 844 })
    await expectAccessible(page, 'order search: order links sent, 390 px')
    await saveScreen(page, 'order-links-390')

    const mail = await readQueuedMail(serverDataDir, 'Your orders with Sharp Edge Knife Sharpening')
    for (const booking of booked) expect(mail).toContain(`${baseURL}/orders/${booking.accessToken}`)
    const sentence = await links.getByRole('status').textContent()

    await emailCard.getByLabel('Email address', { exact: true }).fill(`nobody.${email}`)
    await emailCard.getByRole('button', { name: 'Search' }).click()
    await expect(page.getByRole('region', { name: 'Search Results' })).toContainText('No orders found')
    await links.getByRole('button', { name: 'E-mail me my order links' }).click()
    await expect(links.getByRole('status')).toHaveText(sentence!)
  })
})
