import { Writable } from 'node:stream'

import { describe, expect, it } from 'vitest'

import { waitFor } from '../outgoing-mail/outbox-test-support.ts'
import { startTestSmtpServer } from '../outgoing-mail/smtp-test-server.ts'
import {
  age,
  book,
  customerOf,
  headerLine,
  rebookReminders,
  rebookTestHarness,
  SITE,
  unsubscribeTokenIn,
} from './rebook-reminders-test-support.ts'

const { cleanups, setUp } = rebookTestHarness()

describe('one-click unsubscribe (RFC 8058)', () => {
  it('puts List-Unsubscribe on the reminder only, and opts out at once on the one-click POST', async () => {
    const smtp = await startTestSmtpServer()
    cleanups.push(() => smtp.close())
    const { t, cookie } = await setUp({
      env: { SMTP_URL: smtp.url, AUTO_CONFIRMATION_EMAIL: 'true', MAIL_RETRY_BASE_SECONDS: '0.05' },
    })
    const order = await book(t, { rebookReminder: true })
    await age(t, order.id, 'paid', 121)
    expect(await t.app.rebookReminders.runRound()).toBe(1)
    t.app.mailSender.wake()
    await waitFor(async () => smtp.received.length === 2, 10_000, 'the confirmation and the reminder')

    const byKind = (subject: string) =>
      smtp.received.find(({ mail }) => mail.subject?.includes(subject))!.mail
    const reminder = byKind('Time to sharpen your knives again?')
    const token = unsubscribeTokenIn(reminder.text ?? '')!
    const link = `${SITE}/unsubscribe/${token}`
    expect(headerLine(reminder, 'list-unsubscribe')).toBe(`List-Unsubscribe: <${link}>`)
    expect(headerLine(reminder, 'list-unsubscribe-post')).toBe(
      'List-Unsubscribe-Post: List-Unsubscribe=One-Click',
    )
    expect(reminder.headers.get('list')).toMatchObject({ unsubscribe: { url: link } })
    const confirmation = smtp.received.find(({ mail }) => mail !== reminder)!.mail
    expect(confirmation.subject).toContain('Booking')
    expect(headerLine(confirmation, 'list-unsubscribe')).toBeUndefined()
    expect(headerLine(confirmation, 'list-unsubscribe-post')).toBeUndefined()

    const page = await t.request({ method: 'GET', url: `/api/public/unsubscribe/${token}` })
    expect(page.json()).toEqual({
      email: expect.stringMatching(/^j•+@example\.com$/),
      subscribed: true,
      reminders: true,
    })
    // As a mail provider sends it: no session, no Origin, the RFC's form body.
    const oneClick = await t.app.inject({
      method: 'POST',
      url: `/unsubscribe/${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    })
    expect(oneClick.statusCode).toBe(200)
    expect(oneClick.json()).toMatchObject({ subscribed: false, reminders: false })
    expect(await customerOf(t, cookie, order.customerId)).toMatchObject({
      remindersOptIn: false,
      unsubscribedAt: expect.any(String),
    })

    // No more reminders, even for a newer order; transactional mail still goes out.
    const next = await book(t, {})
    await age(t, next.id, 'completed', 150)
    expect(await t.app.rebookReminders.runRound()).toBe(0)
    t.app.mailSender.wake()
    await waitFor(async () => smtp.received.length === 3, 10_000, 'the second confirmation')
  })

  it('accepts the POST from another site (a web mail client), and answers an unknown link with 404', async () => {
    const { t } = await setUp()
    const order = await book(t, { rebookReminder: true })
    await age(t, order.id, 'completed', 121)
    await t.app.rebookReminders.runRound()
    const token = unsubscribeTokenIn((await rebookReminders(t))[0]!.text_body)!
    const crossSite = await t.app.inject({
      method: 'POST',
      url: `/unsubscribe/${token}`,
      headers: { origin: 'https://mail.example.net', 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--x--\r\n',
    })
    expect(crossSite.statusCode).toBe(200)
    for (const unknown of ['A'.repeat(43), 'short']) {
      const post = await t.app.inject({ method: 'POST', url: `/unsubscribe/${unknown}` })
      expect(post.statusCode).toBe(404)
      expect(post.json()).toMatchObject({ code: 'NOT_FOUND' })
      const get = await t.app.inject({ method: 'GET', url: `/api/public/unsubscribe/${unknown}` })
      expect(get.statusCode).toBe(404)
    }
  })
})

describe('the request log', () => {
  it('never shows the unsubscribe token nor the order token of "Book again"', async () => {
    let output = ''
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        output += chunk.toString()
        done()
      },
    })
    const { t } = await setUp({ env: { LOG_LEVEL: 'info' }, logStream })
    const order = await book(t, { rebookReminder: true })
    await age(t, order.id, 'completed', 121)
    await t.app.rebookReminders.runRound()
    const token = unsubscribeTokenIn((await rebookReminders(t))[0]!.text_body)!
    for (const url of [
      `/unsubscribe/${token}`,
      `/unsubscribe/${token}%E0%A4%A`,
      `/api/public/unsubscribe/${token}`,
      `/book?again=${order.accessToken}`,
    ])
      await t.request({ method: 'GET', url })
    await t.request({ method: 'POST', url: `/unsubscribe/${token}` })
    expect(output).toContain('/api/public/unsubscribe/:token')
    expect(output).toContain('"url":"/unsubscribe/:token"')
    expect(output).toContain('"url":"/book"')
    expect(output).not.toContain(token)
    expect(output).not.toContain(order.accessToken)
  }, 20_000)
})
