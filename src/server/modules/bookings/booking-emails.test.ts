import fs from 'node:fs'
import path from 'node:path'

import { simpleParser } from 'mailparser'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import { pickupBooking } from '../../test/bookings.ts'
import { createTestApp, type TestApp } from '../../test/test-app.ts'
import { startTestSmtpServer, type TestSmtpServer } from '../outgoing-mail/smtp-test-server.ts'
import { adminBookings, bookingTablesSnapshot, createBooking, eventsOf } from './admin-test-support.ts'

/** An app whose mail goes to a real SMTP server started here. */
async function appWithSmtp(smtp: TestSmtpServer) {
  const t = await createTestApp({
    env: {
      BOOKING_RATE_LIMIT_PER_10_MIN: '0',
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Sharp Edge <hello@sharpedge.example>',
    },
  })
  return { t, admin: adminBookings(t, await t.login()) }
}

describe('POST /api/bookings/:id/send-confirmation through SMTP', () => {
  let smtp: TestSmtpServer
  let t: TestApp
  let admin: ReturnType<typeof adminBookings>
  beforeAll(async () => {
    smtp = await startTestSmtpServer()
    ;({ t, admin } = await appWithSmtp(smtp))
  })
  afterAll(async () => {
    await t.close()
    await smtp.close()
  })

  it('sends the confirmation with the items, totals and promises, then records email_sent', async () => {
    const booking = await createBooking(t)
    const response = await admin.sendConfirmation(booking.id)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ message: 'Confirmation email sent to jane.doe@example.com' })

    expect(smtp.received).toHaveLength(1)
    const { recipients, mail } = smtp.received[0]!
    expect(recipients).toEqual(['jane.doe@example.com'])
    expect(mail.from?.value).toEqual([{ name: 'Sharp Edge', address: 'hello@sharpedge.example' }])
    expect(mail.to).toMatchObject({ value: [{ name: 'Jane Doe', address: 'jane.doe@example.com' }] })
    const number = `#${booking.id} (BO-${String(booking.id).padStart(6, '0')})`
    expect(mail.subject).toBe(`Booking confirmed: order ${number}`)
    for (const body of [mail.text ?? '', mail.html || '']) {
      expect(body).toContain('$53.00')
      // 7 knives: $4 × 7 + $5 add-ons to $9 × 7 + $5 add-ons
      expect(body).toContain('$33.00 to $68.00')
      expect(body).toContain('9 inches and over')
      expect(body).toContain('2 × $9.00')
      expect(body).toContain('Nick repair')
      expect(body).toContain('Serrated blades are not accepted.')
      expect(body).toContain('within two days')
      expect(body).toContain('hello@sharpedge.example')
    }
    expect(await eventsOf(t.app.db, booking.id)).toEqual([
      expect.objectContaining({ kind: 'created' }),
      {
        kind: 'email_sent',
        from_status: null,
        to_status: null,
        notes: 'Confirmation e-mail to jane.doe@example.com',
      },
    ])
  })

  it('escapes naughty names and notes in the HTML and keeps them whole in the text', async () => {
    const name = '<img src=x onerror=alert(1)> & "Bob"'
    const note = '<script>alert("x")</script>\n</p><a href="javascript:alert(1)">click</a>'
    const booking = await createBooking(t, {
      ...pickupBooking,
      customerName: name,
      specialRequirements: note,
    })
    expect((await admin.sendConfirmation(booking.id)).statusCode).toBe(200)
    const { mail } = smtp.received.at(-1)!
    const html = mail.html || ''
    expect(html).not.toContain('<img src=x')
    expect(html).not.toContain('<script>')
    expect(html).not.toContain('<a href="javascript')
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; &quot;Bob&quot;')
    expect(html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;')
    expect(mail.text).toContain(name)
    expect(mail.text).toContain('Knives, measured at pickup: 5 × $6.75 = $33.75')
  })

  it('e-mails the customer about a status change when asked, with a message for the new status', async () => {
    const booking = await createBooking(t)
    const picked = await admin.status(booking.id, { status: 'in-progress', notifyCustomer: true })
    expect(picked.json()).toMatchObject({
      booking: { status: 'in-progress' },
      emailSent: true,
      emailError: null,
    })
    expect(smtp.received.at(-1)!.mail.subject).toMatch(/^We've picked up your knives: order #/)
    await admin.status(booking.id, {
      status: 'completed',
      notifyCustomer: true,
      notes: 'One tip was chipped; we reshaped it.',
    })
    const ready = smtp.received.at(-1)!.mail
    expect(ready.subject).toMatch(/^Your knives are sharp and ready for return: order #/)
    // The note of a change goes with its e-mail (the dialog says so); without the e-mail it stays internal.
    expect(ready.text).toContain('A note from us:\nOne tip was chipped; we reshaped it.')
    const sent = await admin.status(booking.id, { status: 'paid' })
    expect(sent.json().emailSent).toBe(false)
    expect((await eventsOf(t.app.db, booking.id)).map((event) => [event.kind, event.notes])).toEqual([
      ['created', null],
      ['status', null],
      ['email_sent', 'Status e-mail to jane.doe@example.com'],
      ['status', 'One tip was chipped; we reshaped it.'],
      ['email_sent', 'Status e-mail to jane.doe@example.com'],
      ['status', null],
    ])
  })
})

describe('an SMTP server that refuses', () => {
  let smtp: TestSmtpServer
  let t: TestApp | undefined
  afterEach(async () => {
    await t?.close()
    await smtp.close()
  })

  it.each([
    [
      'the recipient',
      { refuseRecipient: { code: 550, message: 'No such user here' } },
      /^Email failed: the mail server refused the sender or the recipient \(550 No such user here\)$/,
    ],
    [
      'the message',
      { refuseMessage: { code: 554, message: 'Message rejected as spam' } },
      /^Email failed: the mail server refused the message \(554 Message rejected as spam\)$/,
    ],
  ])(
    'answers 502 when it refuses %s, failing the message at once without a history entry',
    async (_what, refusal, error) => {
      smtp = await startTestSmtpServer(refusal)
      const app = await appWithSmtp(smtp)
      t = app.t
      const booking = await createBooking(t)
      const before = await bookingTablesSnapshot(t.app.db)
      const response = await app.admin.sendConfirmation(booking.id)
      expect(response.statusCode).toBe(502)
      expect(response.json()).toEqual({ error: expect.stringMatching(error), code: 'EMAIL_FAILED' })
      // Nothing is written but the order's marker of the failed e-mail, which its row and card show with Retry.
      expect(await bookingTablesSnapshot(t.app.db)).toEqual({
        ...before,
        bookings: before.bookings.map((row) =>
          row.id === booking.id
            ? { ...row, failed_mail_id: expect.any(Number), failed_mail_kind: 'confirmation' }
            : row,
        ),
      })

      // A status change still stands; the answer says the e-mail did not go.
      const changed = await app.admin.status(booking.id, { status: 'in-progress', notifyCustomer: true })
      expect(changed.statusCode).toBe(200)
      expect(changed.json()).toMatchObject({ booking: { status: 'in-progress' }, emailSent: false })
      expect(changed.json().emailError).toMatch(error)
      expect((await eventsOf(t.app.db, booking.id)).map((event) => event.kind)).toEqual(['created', 'status'])
    },
  )

  it('answers 502 when no server answers at all, and keeps the message to retry', async () => {
    smtp = await startTestSmtpServer()
    const url = smtp.url
    await smtp.close()
    smtp = { ...smtp, close: async () => {} }
    t = await createTestApp({ env: { SMTP_URL: url } })
    const admin = adminBookings(t, await t.login())
    const booking = await createBooking(t)
    const response = await admin.sendConfirmation(booking.id)
    expect(response.statusCode).toBe(502)
    expect(response.json()).toEqual({
      error: "Email failed: could not connect to the mail server; we'll retry automatically",
      code: 'EMAIL_FAILED',
    })
  })
})

describe('without SMTP_URL', () => {
  it('writes each message as an .eml file in DATA_DIR/outbox', async () => {
    const t = await createTestApp()
    try {
      const admin = adminBookings(t, await t.login())
      const booking = await createBooking(t)
      expect((await admin.sendConfirmation(booking.id)).statusCode).toBe(200)
      const outbox = path.join(t.config.dataDir, 'outbox')
      const files = fs.readdirSync(outbox)
      expect(files).toHaveLength(1)
      expect(files[0]).toMatch(/\.eml$/)
      const raw = fs.readFileSync(path.join(outbox, files[0]!))
      expect(raw.toString('latin1')).toMatch(/\r\n\r\n/)
      const mail = await simpleParser(raw)
      expect(mail.to).toMatchObject({ value: [{ address: 'jane.doe@example.com' }] })
      expect(mail.subject).toMatch(/^Booking confirmed: order #/)
      expect(mail.text).toContain('Estimated total: $53.00')
      expect(mail.html).toContain('$53.00')
      expect((await eventsOf(t.app.db, booking.id)).map((event) => event.kind)).toEqual([
        'created',
        'email_sent',
      ])
    } finally {
      await t.close()
    }
  })
})
