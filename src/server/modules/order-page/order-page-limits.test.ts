import { Writable } from 'node:stream'

import { describe, expect, it } from 'vitest'

import type { EmailList } from '../../../shared/email.schema.ts'
import { bookOrder } from '../../test/bookings.ts'
import { createTestApp } from '../../test/test-app.ts'

describe('the request log', () => {
  it('shows the route pattern, never the token', async () => {
    let output = ''
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        output += chunk.toString()
        done()
      },
    })
    const logged = await createTestApp({ env: { LOG_LEVEL: 'info' }, logStream })
    try {
      const booking = await bookOrder(logged)
      const { accessToken } = booking
      for (const url of [
        `/api/public/orders/${accessToken}`,
        `/orders/${accessToken}`,
        `/api/public/orders/${accessToken}/nothing-here`,
        `/api/public/orders/${accessToken}%E0%A4%A`,
        `/orders/${accessToken}%E0%A4%A`,
      ]) {
        await logged.request({ method: 'GET', url })
      }
      await logged.request({ method: 'POST', url: `/api/public/orders/${accessToken}/messages`, payload: {} })
      await logged.request({ method: 'POST', url: `/api/public/orders/${accessToken}/cancel` })
      expect(output).toContain('/api/public/orders/:token')
      expect(output).toContain('/api/public/orders/:token/cancel')
      expect(output).not.toContain(accessToken)
    } finally {
      await logged.close()
    }
  })
})

describe('rate limits', () => {
  it('limits each client across the order page and its actions (429 with a sentence)', async () => {
    const limited = await createTestApp({
      env: { ORDER_PAGE_RATE_LIMIT_PER_MIN: '3', ORDER_ACTION_RATE_LIMIT_PER_10_MIN: '1' },
    })
    try {
      const { accessToken } = await bookOrder(limited)
      const get = () => limited.request({ method: 'GET', url: `/api/public/orders/${accessToken}` })
      const cancelIt = () =>
        limited.request({ method: 'POST', url: `/api/public/orders/${accessToken}/cancel` })
      expect((await cancelIt()).statusCode).toBe(200)
      const second = await cancelIt()
      expect(second.statusCode).toBe(429)
      expect(second.json().error).toMatch(/^Too many changes from your network/)
      expect((await get()).statusCode).toBe(200)
      const refused = await get()
      expect(refused.statusCode).toBe(429)
      expect(refused.json().error).toBe(
        'Too many requests for this page. Please wait a minute and try again.',
      )
      expect(refused.headers['retry-after']).toBeDefined()
    } finally {
      await limited.close()
    }
  })

  it('limits the messages among the changes: 429 in the error shape, the message not stored', async () => {
    const limited = await createTestApp({ env: { ORDER_ACTION_RATE_LIMIT_PER_10_MIN: '2' } })
    try {
      const admin = await limited.login()
      const { accessToken, id } = await bookOrder(limited)
      const write = (message: string) =>
        limited.request({
          method: 'POST',
          url: `/api/public/orders/${accessToken}/messages`,
          payload: { message },
        })
      expect((await write('first')).statusCode).toBe(201)
      expect((await write('second')).statusCode).toBe(201)
      const refused = await write('third')
      expect(refused.statusCode).toBe(429)
      expect(refused.headers['content-type']).toMatch(/^application\/json/)
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
      expect(refused.json()).toEqual({
        error: 'Too many changes from your network. Please wait 10 minutes and try again.',
        code: 'RATE_LIMITED',
      })
      const inbox = await limited.request({ method: 'GET', url: '/api/emails?limit=100', cookie: admin })
      const texts = inbox
        .json<EmailList>()
        .emails.filter((email) => email.bookingId === id)
        .map((email) => email.preview)
      expect(texts.sort()).toEqual(['first', 'second'])
    } finally {
      await limited.close()
    }
  })
})
