import fs from 'node:fs'
import path from 'node:path'

import type { APIRequestContext, Page, Request } from '@playwright/test'

import { expectAsksBeforeDiscarding } from './support/discard-question.ts'
import { expect, test } from './support/fixtures.ts'

/** The token the e2e server is started with (playwright.config.ts, webServer env). */
const INBOUND_TOKEN = 'e2e-inbound-token-0123456789'

// The one spec whose dialogs and toasts move as most visitors see them (playwright.config.ts reduces motion).
test.use({ reducedMotion: 'no-preference' })
const HOSTILE_MESSAGE = fs.readFileSync(
  path.resolve(import.meta.dirname, '../fixtures/mail/hostile-html.eml'),
)
const HOSTILE_SENDER = 'Totally Legit <script>alert(1)</script>'

// One inbox for the whole run: these journeys take turns with it.
test.describe.configure({ mode: 'serial' })

interface EmailList {
  emails: { id: number }[]
  counts: { all: number; unread: number; read: number }
}

/** Deletes every e-mail, so each journey starts from an empty inbox. */
async function emptyInbox(request: APIRequestContext) {
  for (;;) {
    const list = (await (await request.get('/api/emails?limit=100')).json()) as EmailList
    if (list.emails.length === 0) return
    for (const { id } of list.emails) expect((await request.delete(`/api/emails/${id}`)).status()).toBe(204)
  }
}

const openInbox = async (page: Page) => {
  await page.goto('/dashboard?tab=communications')
  await expect(page.getByRole('heading', { name: 'Customer Communications' })).toBeVisible()
}

const rows = (page: Page) => page.getByRole('list', { name: 'Emails' }).getByRole('listitem')

test('shows the empty inbox, then test e-mails with their counts, badges and tabs', async ({
  adminPage: page,
  expectAccessible,
}) => {
  await emptyInbox(page.request)
  await openInbox(page)
  await expect(page.getByText('No emails found')).toBeVisible()
  await expect(page.getByText('No emails received yet')).toBeVisible()
  await expectAccessible(page, 'inbox: empty')

  await page.getByRole('button', { name: 'Add Test Emails' }).click()
  await expect(page.getByText('Test emails created!')).toBeVisible()
  await expect(rows(page)).toHaveCount(6)
  await expect(page.getByText('6 total emails')).toBeVisible()
  await expect(page.getByText('6 unread')).toBeVisible()
  await expect(page.getByRole('tab', { name: 'Unread (6)' })).toBeVisible()
  await expect(rows(page).filter({ hasText: 'No Subject' })).toHaveCount(1)
  await expect(rows(page).getByText('New')).toHaveCount(6)
  await expectAccessible(page, 'inbox: six e-mails')

  await page.getByRole('tab', { name: 'Read', exact: true }).click()
  await expect(page.getByText('No read emails')).toBeVisible()
})

test('opening an e-mail marks it read and moves it between the tabs; delete is permanent', async ({
  adminPage: page,
  expectAccessible,
}) => {
  await emptyInbox(page.request)
  expect((await page.request.post('/api/emails/test')).status()).toBe(201)
  await openInbox(page)
  await expect(page.getByRole('tab', { name: 'Unread (6)' })).toBeVisible()

  await rows(page).filter({ hasText: 'Do you sharpen serrated bread knives?' }).getByRole('button').click()
  const dialog = page.getByRole('dialog', { name: 'Do you sharpen serrated bread knives?' })
  await expect(dialog.getByText('Read', { exact: true })).toBeVisible()
  await expect(dialog.getByText('<tbecker@example.net>')).toBeVisible()
  await expect(dialog.getByText('My Wüsthof bread knife is getting dull.')).toBeVisible()
  // Replies are written here and sent through the outbox (owner-reply.spec.ts), not in a mail program.
  await expect(dialog.getByLabel('Your reply')).toHaveAccessibleDescription(
    /E-mailed to tbecker@example\.net/,
  )
  await expectAccessible(page, 'inbox: an e-mail open')
  await dialog.getByRole('button', { name: 'Close' }).last().click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('tab', { name: 'Unread (5)' })).toBeVisible()

  await page.getByRole('tab', { name: 'Read', exact: true }).click()
  await expect(rows(page)).toHaveCount(1)
  await page.getByRole('tab', { name: 'Unread (5)' }).click()
  await expect(rows(page)).toHaveCount(5)

  // Delete is permanent: gone from every tab and from the counts.
  await rows(page).filter({ hasText: 'No Subject' }).getByRole('button').click()
  const noSubject = page.getByRole('dialog', { name: 'No Subject' })
  await noSubject.getByRole('button', { name: 'Delete' }).click()
  // Permanent, so it asks first: keeping it changes nothing.
  const confirm = page.getByRole('alertdialog', { name: 'Delete this email?' })
  await confirm.getByRole('button', { name: 'Keep it' }).click()
  await expect(confirm).toBeHidden()
  await expect(noSubject).toBeVisible()
  await noSubject.getByRole('button', { name: 'Delete' }).click()
  await confirm.getByRole('button', { name: 'Delete permanently' }).click()
  await expect(page.getByText('Email deleted')).toBeVisible()
  await expect(page.getByText('Email has been permanently removed.')).toBeVisible()
  await expect(noSubject).toBeHidden()
  await expect(page.getByText('5 total emails')).toBeVisible()
  await expect(page.getByRole('tab', { name: 'Unread (4)' })).toBeVisible()
  await expect(rows(page)).toHaveCount(4)
})

test('a hostile HTML e-mail runs nothing, loads nothing remote, and stays inside the dialog', async ({
  adminPage: page,
}) => {
  await emptyInbox(page.request)
  const delivered = await page.request.post('/api/inbound/email', {
    data: HOSTILE_MESSAGE,
    headers: { authorization: `Bearer ${INBOUND_TOKEN}`, 'content-type': 'message/rfc822' },
  })
  expect(delivered.status(), await delivered.text()).toBe(201)

  const remoteRequests: string[] = []
  const isRemote = (request: Request) => {
    const url = new URL(request.url())
    return /^(https?|wss?):$/.test(url.protocol) && !['127.0.0.1', 'localhost'].includes(url.hostname)
  }
  page.on('request', (request) => {
    if (isRemote(request)) remoteRequests.push(request.url())
  })
  const alerts: string[] = []
  page.on('dialog', async (dialog) => {
    alerts.push(dialog.message())
    await dialog.dismiss()
  })

  await openInbox(page)
  const title = await page.title()
  // The sender's name is shown as the text it is.
  await page.getByRole('button', { name: new RegExp(HOSTILE_SENDER.replace(/[()]/g, '\\$&')) }).click()
  const dialog = page.getByRole('dialog', { name: 'Hostile HTML <img src=x onerror=alert(1)>' })
  await expect(dialog).toBeVisible()
  const frame = page.frameLocator('iframe[title="Message"]')
  await expect(frame.getByText('Hostile message body')).toBeVisible()
  await expect(dialog.locator('iframe[title="Message"]')).toHaveAttribute('sandbox', '')

  // Following the javascript: link does nothing either: the sanitiser took its script address away, so a click
  // has nothing to follow (and the sandbox would block it). (A real click would land on the message's full-frame
  // box, which covers the frame, as it should, and only the frame.)
  const link = frame.getByText('Click me')
  await expect(link).not.toHaveAttribute('href', /javascript:/i)
  await link.dispatchEvent('click')

  const ran = await page.evaluate(() => (window as Window & { __hostileRan?: boolean }).__hostileRan)
  expect(ran).toBeUndefined()
  expect(await page.title()).toBe(title)
  expect(alerts).toEqual([])
  expect(remoteRequests).toEqual([])

  // The box that tries to cover the page with position:fixed stays inside the frame, inside the dialog.
  const dialogBox = (await dialog.boundingBox())!
  const frameBox = (await dialog.locator('iframe[title="Message"]').boundingBox())!
  const escapeBox = (await frame.getByText('Escaped box').boundingBox())!
  for (const [inner, outer] of [
    [frameBox, dialogBox],
    [escapeBox, frameBox],
  ] as const) {
    expect(inner.x).toBeGreaterThanOrEqual(outer.x - 1)
    expect(inner.y).toBeGreaterThanOrEqual(outer.y - 1)
    expect(inner.x + inner.width).toBeLessThanOrEqual(outer.x + outer.width + 1)
    expect(inner.y + inner.height).toBeLessThanOrEqual(outer.y + outer.height + 1)
  }

  // Remote images wait for the admin; asking puts the tracker's address back into the sanitised message.
  const frameElement = dialog.locator('iframe[title="Message"]')
  await expect(frameElement).not.toHaveAttribute('srcdoc', /\ssrc="https:\/\/tracker/)
  await dialog.getByRole('button', { name: 'Load remote images' }).click()
  await expect(frameElement).toHaveAttribute('srcdoc', /\ssrc="https:\/\/tracker\.evil\.example\/pixel\.gif/)

  // The dialog's own buttons still work: nothing from the message lies on top of them.
  await dialog.getByRole('button', { name: 'Close' }).last().click()
  await expect(dialog).toBeHidden()
})

for (const width of [390, 1280]) {
  // No lost input (issue 41 point 7), here since this spec takes turns with the one inbox.
  test(`an e-mail's dialog asks before a written reply is lost at ${width} px`, async ({
    adminPage: page,
  }) => {
    await page.setViewportSize({ width, height: 844 })
    await emptyInbox(page.request)
    expect((await page.request.post('/api/emails/test')).status()).toBe(201)
    await openInbox(page)
    const subject = 'Do you sharpen serrated bread knives?'
    await expectAsksBeforeDiscarding(page, {
      open: async () => {
        await rows(page).filter({ hasText: subject }).getByRole('button').click()
        const dialog = page.getByRole('dialog', { name: subject })
        await expect(dialog).toBeVisible()
        return dialog
      },
      change: (dialog) => dialog.getByLabel('Your reply').fill('Yes, we do. See you Friday.'),
      kept: (dialog) => expect(dialog.getByLabel('Your reply')).toHaveValue('Yes, we do. See you Friday.'),
      // The footer's Close asks too (the corner's is the last one).
      closeButton: (dialog) => dialog.getByRole('button', { name: 'Close' }).first(),
      shot: `discard-reply-${width}`,
    })
  })
}
