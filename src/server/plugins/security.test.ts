import fs from 'node:fs'
import type { IncomingHttpHeaders } from 'node:http'
import http from 'node:http'
import https from 'node:https'
import type { AddressInfo } from 'node:net'
import tls from 'node:tls'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createTestApp, type TestApp } from '../test/test-app.ts'

const HSTS = 'max-age=31536000'

// A TLS-terminating proxy on 10.0.0.2 in front of https://shop.example.com.
const PROXY = '10.0.0.2'
const viaHttpsProxy = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'shop.example.com' }

describe('HTTPS behind a proxy', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ env: { TRUST_PROXY: '10.0.0.0/8' } })
  })
  afterAll(() => t.close())

  const get = (headers: Record<string, string>, remoteAddress = PROXY) =>
    t.app.inject({ method: 'GET', url: '/api/health', headers, remoteAddress })
  const logout = (origin: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...viaHttpsProxy, origin },
      remoteAddress: PROXY,
    })

  it('sends Strict-Transport-Security when a trusted proxy says the request came over HTTPS', async () => {
    const response = await get(viaHttpsProxy)
    expect(response.headers['strict-transport-security']).toBe(HSTS)
  })

  it('sends no Strict-Transport-Security over plain HTTP, nor when an untrusted client claims HTTPS', async () => {
    expect((await get({}, '127.0.0.1')).headers['strict-transport-security']).toBeUndefined()
    expect((await get({ host: 'shop.example.com' })).headers['strict-transport-security']).toBeUndefined()
    expect((await get(viaHttpsProxy, '203.0.113.9')).headers['strict-transport-security']).toBeUndefined()
  })

  it('refuses a write whose Origin differs in scheme or port from the https site, and takes the same origin', async () => {
    for (const origin of [
      'http://shop.example.com',
      'https://shop.example.com:8443',
      'http://shop.example.com:443',
      'https://evil.shop.example.com',
    ]) {
      const response = await logout(origin)
      expect(response.statusCode, origin).toBe(403)
      expect(response.json()).toMatchObject({ code: 'FORBIDDEN' })
    }
    expect((await logout('https://shop.example.com')).statusCode).toBe(204)
    expect((await logout('https://shop.example.com:443')).statusCode).toBe(204)
  })
})

/** The answer's headers to GET /api/health over a real connection (no keep-alive, so close() need not wait). */
function headersOf(client: typeof http | typeof https, port: number): Promise<IncomingHttpHeaders> {
  return new Promise((resolve, reject) => {
    client
      .get(
        // A throwaway self-signed certificate: what is tested is the header, not the certificate's trust.
        { host: '127.0.0.1', port, path: '/api/health', agent: false, rejectUnauthorized: false },
        (response) => {
          response.resume()
          response.on('end', () => resolve(response.headers))
        },
      )
      .on('error', reject)
  })
}

describe('HTTPS straight to the app, no proxy', () => {
  const fixtures = new URL('../../../tests/fixtures/tls/', import.meta.url)
  let t: TestApp
  let tlsServer: tls.Server
  beforeAll(async () => {
    t = await createTestApp()
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    // TLS ends here and the app's own HTTP server reads the decrypted connection, as an https.Server does.
    tlsServer = tls.createServer(
      {
        key: fs.readFileSync(new URL('localhost.key', fixtures)),
        cert: fs.readFileSync(new URL('localhost.crt', fixtures)),
      },
      (socket) => t.app.server.emit('connection', socket),
    )
    await new Promise<void>((resolve) => tlsServer.listen(0, '127.0.0.1', resolve))
  })
  afterAll(async () => {
    await new Promise((resolve) => tlsServer.close(resolve))
    await t.close()
  })

  it('sends Strict-Transport-Security on a request that came over TLS', async () => {
    const headers = await headersOf(https, (tlsServer.address() as AddressInfo).port)
    expect(headers['strict-transport-security']).toBe(HSTS)
  })

  it('sends none over plain http, on the same server', async () => {
    const headers = await headersOf(http, (t.app.server.address() as AddressInfo).port)
    expect(headers['content-type']).toMatch(/^application\/json/)
    expect(headers['strict-transport-security']).toBeUndefined()
  })
})
