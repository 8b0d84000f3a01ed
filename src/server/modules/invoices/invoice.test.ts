import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { simpleParser } from 'mailparser'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createTestApp, type TestApp } from '../../test/test-app.ts'
import { createBooking } from '../bookings/admin-test-support.ts'

let t: TestApp
let cookie: string
beforeAll(async () => {
  t = await createTestApp({ env: { BOOKING_RATE_LIMIT_PER_10_MIN: '0', ORDER_PAGE_RATE_LIMIT_PER_MIN: '0' } })
  cookie = await t.login()
  await t.request({
    method: 'PUT',
    url: '/api/settings/payments',
    cookie,
    payload: {
      paymentInstructions: 'Cash or card at return. Venmo @sharpedge',
      paymentLinkUrl: 'https://pay.example.com/sharpedge',
    },
  })
})
afterAll(() => t.close())

/** The PDF's text as a reader sees it, through poppler's pdftotext, its layout kept. */
const pdfText = (pdf: Buffer) => execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString()
/** One line of the text with its runs of spaces made one, so a test reads the columns in order. */
const lines = (text: string) => text.split('\n').map((line) => line.trim().replace(/\s+/g, ' '))

describe('the invoice', () => {
  it('has every figure: a line per blade size and add-on, the total, paid, balance due and how to pay', async () => {
    const booking = await createBooking(t)
    const paid = await t.request({
      method: 'POST',
      url: `/api/bookings/${booking.id}/payments`,
      cookie,
      payload: { amount: '20.00', tip: '3.00', method: 'cash' },
    })
    expect(paid.statusCode).toBe(201)

    const response = await t.request({
      method: 'GET',
      url: `/api/bookings/${booking.id}/invoice.pdf`,
      cookie,
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/pdf')
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
    const text = lines(pdfText(response.rawPayload))
    const number = `BO-${String(booking.id).padStart(6, '0')}`
    expect(text).toEqual(
      expect.arrayContaining([
        'Sharp Edge Knife Sharpening',
        'hello@sharpedge.example',
        'Orlando, FL 32804',
        'Invoice',
        `Invoice number: ${number} (order #${booking.id})`,
        expect.stringMatching(/^Date: [A-Z][a-z]+ \d{1,2}, \d{4}$/),
        'Jane Doe',
        'jane.doe@example.com',
        '(407) 555-0123',
        '12 Palm Lane, Orlando, FL 32804',
        'Item Qty Unit price Amount',
        'Knives, 9 inches and over 2 $9.00 $18.00',
        'Knives, 7 to 9 inches 1 $8.00 $8.00',
        'Knives, 4 to 6 inches 3 $6.00 $18.00',
        'Knives, Under 4 inches 1 $4.00 $4.00',
        'Nick repair 2 $1.00 $2.00',
        'Stropping 1 $3.00 $3.00',
        'Total $53.00',
        'Paid $20.00',
        'Balance due $33.00',
        'How to pay',
        'Cash or card at return. Venmo @sharpedge',
        'Pay online: https://pay.example.com/sharpedge',
      ]),
    )
  })

  it('gives the customer the same PDF through their order link, and nobody without it', async () => {
    const booking = await createBooking(t)
    const token = booking.accessToken as string
    const mine = await t.request({ method: 'GET', url: `/api/public/orders/${token}/invoice.pdf` })
    expect(mine.statusCode).toBe(200)
    expect(mine.headers['content-type']).toBe('application/pdf')
    expect(lines(pdfText(mine.rawPayload))).toEqual(
      expect.arrayContaining(['Total $53.00', 'Balance due $53.00']),
    )

    const unknown = await t.request({
      method: 'GET',
      url: `/api/public/orders/${'x'.repeat(token.length)}/invoice.pdf`,
    })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND' })
    const signedOut = await t.request({ method: 'GET', url: `/api/bookings/${booking.id}/invoice.pdf` })
    expect(signedOut.statusCode).toBe(401)
    expect(
      (await t.request({ method: 'GET', url: '/api/bookings/999999/invoice.pdf', cookie })).statusCode,
    ).toBe(404)
  })

  it('bills the price measured at pickup', async () => {
    const booking = await createBooking(t)
    await t.request({
      method: 'POST',
      url: `/api/bookings/${booking.id}/picked-up`,
      cookie,
      payload: {
        bladesOver9Inches: 0,
        blades7To9Inches: 2,
        blades4To6Inches: 0,
        bladesUnder4Inches: 0,
        nickRepairQuantity: 0,
        strappingQuantity: 1,
      },
    })
    const response = await t.request({
      method: 'GET',
      url: `/api/bookings/${booking.id}/invoice.pdf`,
      cookie,
    })
    const text = lines(pdfText(response.rawPayload))
    expect(text).toEqual(
      expect.arrayContaining([
        'Knives, 7 to 9 inches 2 $8.00 $16.00',
        'Stropping 1 $3.00 $3.00',
        'Total $19.00',
      ]),
    )
    expect(text.some((line) => line.startsWith('Knives, 9 inches'))).toBe(false)
  })

  it('e-mails the invoice with its PDF attached (outbox kind invoice), the same figures inside', async () => {
    const booking = await createBooking(t)
    const response = await t.request({ method: 'POST', url: `/api/bookings/${booking.id}/invoice`, cookie })
    expect(response.statusCode).toBe(202)
    const { outboxId, message } = response.json<{ outboxId: number; message: string }>()
    expect(message).toBe('Invoice e-mailed to jane.doe@example.com')
    // Waits for the sender's attempt at this message (an event, not a time).
    expect((await t.app.mailSender.attemptNow(outboxId, 10_000))?.status).toBe('sent')
    const row = await t.app.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('id', '=', outboxId)
      .executeTakeFirst()
    expect(row).toMatchObject({ kind: 'invoice', booking_id: booking.id, to_email: 'jane.doe@example.com' })

    const outbox = path.join(t.config.dataDir, 'outbox')
    const subject = `Invoice for order #${booking.id} (BO-${String(booking.id).padStart(6, '0')})`
    const mails = await Promise.all(
      fs.readdirSync(outbox).map((file) => simpleParser(fs.readFileSync(path.join(outbox, file)))),
    )
    const mail = mails.find((parsed) => parsed.subject === subject)!
    expect(mail.text).toContain('Total $53.00, paid $0.00, balance due $53.00.')
    expect(mail.text).toContain('Cash or card at return. Venmo @sharpedge')
    expect(mail.attachments).toHaveLength(1)
    const [pdf] = mail.attachments
    expect(pdf).toMatchObject({
      contentType: 'application/pdf',
      filename: `invoice-BO-${String(booking.id).padStart(6, '0')}.pdf`,
    })
    expect(lines(pdfText(pdf!.content))).toEqual(
      expect.arrayContaining([
        'Knives, 9 inches and over 2 $9.00 $18.00',
        'Stropping 1 $3.00 $3.00',
        'Total $53.00',
        'Paid $0.00',
        'Balance due $53.00',
      ]),
    )
  })

  it('answers 401 signed out and 404 for an unknown order when asked to e-mail it, queueing nothing', async () => {
    // In id order: PostgreSQL returns rows in the order it finds them, which the sender's updates change.
    const outboxIds = () => t.app.db.selectFrom('mail_outbox').select('id').orderBy('id').execute()
    const before = await outboxIds()
    const signedOut = await t.request({ method: 'POST', url: '/api/bookings/1/invoice' })
    expect(signedOut.statusCode).toBe(401)
    const unknown = await t.request({ method: 'POST', url: '/api/bookings/999999/invoice', cookie })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toEqual({ error: 'Booking not found', code: 'NOT_FOUND' })
    expect(await outboxIds()).toEqual(before)
  })
})
