import { describe, expect, it } from 'vitest'

import { detailedBooking } from '../../test/bookings.ts'
import { createTestApp, type TestApp } from '../../test/test-app.ts'

// Behind a proxy that says who the client is, as most deployments run.
const behindProxy = (env: Record<string, string> = {}) =>
  createTestApp({ env: { TRUST_PROXY: 'true', ...env } })

const from = (forwardedFor: string) => ({ 'x-forwarded-for': forwardedFor })

const wrongLogin = (app: TestApp, forwardedFor: string) =>
  app.request({
    method: 'POST',
    url: '/api/auth/login',
    headers: from(forwardedFor),
    payload: { username: 'admin', password: 'not the password' },
  })

describe('rate limits per IPv6 network', () => {
  it('counts wrong logins from every address of one /64 together, whatever the spelling', async () => {
    const app = await behindProxy()
    try {
      const spellings = ['2001:db8::1', '2001:0db8:0000::1', '2001:DB8::1', '2001:db8::2', '2001:db8::1:2']
      for (const address of spellings) expect((await wrongLogin(app, address)).statusCode).toBe(401)
      expect((await wrongLogin(app, '2001:db8::3')).statusCode).toBe(429)
      expect((await wrongLogin(app, '2001:0DB8:0:0:ffff::9')).statusCode).toBe(429)
      // Another /64 is another client.
      expect((await wrongLogin(app, '2001:db8:0:1::1')).statusCode).toBe(401)
    } finally {
      await app.close()
    }
  })

  it('counts an IPv4-mapped IPv6 client as its IPv4 address', async () => {
    const app = await behindProxy()
    try {
      for (let n = 0; n < 5; n++) expect((await wrongLogin(app, '198.51.100.7')).statusCode).toBe(401)
      expect((await wrongLogin(app, '::ffff:198.51.100.7')).statusCode).toBe(429)
      expect((await wrongLogin(app, '198.51.100.8')).statusCode).toBe(401)
    } finally {
      await app.close()
    }
  })

  it('limits look-ups per /64', async () => {
    const app = await behindProxy({ PUBLIC_LOOKUP_RATE_LIMIT_PER_MIN: '2' })
    try {
      const lookUp = (address: string) =>
        app.request({ method: 'GET', url: '/api/booking/1', headers: from(address) })
      expect((await lookUp('2001:db8:5::1')).statusCode).toBe(404)
      expect((await lookUp('2001:db8:5::2')).statusCode).toBe(404)
      expect((await lookUp('2001:db8:5:0:abcd::3')).statusCode).toBe(429)
      expect((await lookUp('2001:db8:6::1')).statusCode).toBe(404)
    } finally {
      await app.close()
    }
  })

  it('limits bookings per /64', async () => {
    const app = await behindProxy({ BOOKING_RATE_LIMIT_PER_10_MIN: '1' })
    try {
      const book = (address: string) =>
        app.request({
          method: 'POST',
          url: '/api/bookings',
          headers: from(address),
          payload: detailedBooking,
        })
      expect((await book('2001:db8:7::1')).statusCode).toBe(201)
      expect((await book('2001:db8:7::2')).statusCode).toBe(429)
      expect((await book('2001:db8:8::1')).statusCode).toBe(201)
    } finally {
      await app.close()
    }
  })
})
