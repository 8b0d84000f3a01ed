import { describe, expect, it } from 'vitest'

import { createBooking } from '../bookings/admin-test-support.ts'
import { adminOutbox, enqueueMessages, outboxTestHarness } from './outbox-test-support.ts'

const { testApp } = outboxTestHarness()

describe('GET /api/outbox and POST /api/outbox/:id/retry', () => {
  it('pages and filters the messages, and answers bad input with 400 and unknown ids with 404', async () => {
    const t = await testApp({ AUTO_CONFIRMATION_EMAIL: 'true' })
    await t.app.mailSender.stop()
    const a = await createBooking(t)
    await createBooking(t, { customerEmail: 'other@example.com' })
    const admin = adminOutbox(t, await t.login())
    const all = (await admin.list('?limit=1&page=2')).json()
    expect(all).toMatchObject({ total: 2, messages: [{ bookingId: a.id, status: 'queued', attempts: 0 }] })
    expect(all.messages[0].nextAttemptAt).toEqual(expect.any(String))
    expect((await admin.list('?status=sent')).json()).toEqual({ messages: [], total: 0 })
    expect((await admin.list('?page=5')).json()).toEqual({ messages: [], total: 2 })
    expect((await admin.list('?limit=5')).json().total).toBe(2)
    expect((await admin.list(`?bookingId=${a.id}`)).json().total).toBe(1)
    const customerId = (
      await t.app.db
        .selectFrom('bookings')
        .select('customer_id')
        .where('id', '=', a.id)
        .executeTakeFirstOrThrow()
    ).customer_id
    expect((await admin.list(`?customerId=${customerId}`)).json().total).toBe(1)

    for (const query of [
      '?status=lost',
      '?page=0',
      '?limit=1000',
      '?bookingId=abc',
      '?bookingId=99999999999',
    ]) {
      const response = await admin.list(query)
      expect(response.statusCode, query).toBe(400)
      expect(response.json().code).toBe('VALIDATION_FAILED')
    }
    expect((await admin.retry(123456)).statusCode).toBe(404)
    expect((await admin.retry(99999999999)).statusCode).toBe(404)
    expect((await admin.retry('abc')).statusCode).toBe(400)
    const signedOut = await t.request({ method: 'GET', url: '/api/outbox' })
    expect(signedOut.statusCode).toBe(401)
  })

  it('counts the total no further than four pages ahead, and exactly once the end is within reach', async () => {
    const t = await testApp({})
    await t.app.mailSender.stop()
    await enqueueMessages(t.app.db, 30)
    const admin = adminOutbox(t, await t.login())
    const total = async (query: string) => {
      const { total, moreThanTotal } = (await admin.list(query)).json()
      return { total, moreThanTotal }
    }
    // Page 1 of 2 a page counts to page 5: 10 of more.
    expect(await total('?limit=2')).toEqual({ total: 10, moreThanTotal: true })
    expect(await total('?limit=2&status=queued')).toEqual({ total: 10, moreThanTotal: true })
    expect(await total('?limit=2&page=3')).toEqual({ total: 14, moreThanTotal: true })
    // From page 11 the count reaches the 30th message: exact.
    expect(await total('?limit=2&page=11')).toEqual({ total: 30 })
    expect(await total('?limit=2&page=15')).toEqual({ total: 30 })
    expect(await total('?limit=2&status=sent')).toEqual({ total: 0 })
  })

  it('counts an order’s messages exactly, however many pages they fill', async () => {
    const t = await testApp({})
    await t.app.mailSender.stop()
    const booking = await createBooking(t)
    await enqueueMessages(t.app.db, 12, { bookingId: booking.id })
    await enqueueMessages(t.app.db, 3)
    const admin = adminOutbox(t, await t.login())
    const listed = (await admin.list(`?bookingId=${booking.id}&limit=1`)).json()
    expect(listed.total).toBe(12)
    expect(listed).not.toHaveProperty('moreThanTotal')
    expect(listed.messages).toMatchObject([{ bookingId: booking.id, subject: 'Message 12' }])
    expect((await admin.list(`?bookingId=${booking.id}&limit=1&page=12`)).json()).toMatchObject({
      total: 12,
      messages: [{ subject: 'Message 1' }],
    })
  })
})
