import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gzipSync, gunzipSync } from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createTestApp, testDatabase, type TestApp } from './test/test-app.ts'

let t: TestApp
let clientDir: string

beforeAll(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'knife-client-'))
  fs.writeFileSync(
    path.join(clientDir, 'index.html'),
    '<!doctype html><title>Knife app</title><div id="root"></div>',
  )
  fs.mkdirSync(path.join(clientDir, 'assets'))
  fs.writeFileSync(path.join(clientDir, 'assets', 'main-abc123.js'), 'console.log(1)')
  // What the build writes beside each file (scripts/precompress.ts).
  fs.writeFileSync(path.join(clientDir, 'assets', 'main-abc123.js.br'), brotliCompressSync('console.log(1)'))
  fs.writeFileSync(
    path.join(clientDir, 'index.html.gz'),
    gzipSync(fs.readFileSync(path.join(clientDir, 'index.html'))),
  )
  t = await createTestApp({
    clientDir,
    beforeReady(app) {
      app.get('/api/test/bug', { config: { public: true } }, async () => {
        throw new Error('secret internals: password=hunter2 at /srv/app/db.ts:42')
      })
    },
  })
})
afterAll(async () => {
  await t.close()
  fs.rmSync(clientDir, { recursive: true, force: true })
})

describe('GET /api/health', () => {
  it('answers ok with the database it really queried', async () => {
    const response = await t.request({ method: 'GET', url: '/api/health' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ status: 'ok', database: testDatabase })
  })
})

describe('errors', () => {
  it('answers an unknown /api path with a JSON 404, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await t.request({ method, url: '/api/no/such/thing?x=1' })
      expect(response.statusCode).toBe(404)
      expect(response.headers['content-type']).toMatch(/application\/json/)
      expect(response.json()).toEqual({
        error: `No API endpoint answers ${method} /api/no/such/thing.`,
        code: 'NOT_FOUND',
      })
    }
  })

  it('hides the internals of a thrown bug behind a plain 500', async () => {
    const response = await t.request({ method: 'GET', url: '/api/test/bug' })
    expect(response.statusCode).toBe(500)
    expect(response.json()).toEqual({
      error: 'Something went wrong on our side. Please try again in a moment.',
      code: 'INTERNAL_ERROR',
    })
    expect(response.body).not.toMatch(/secret|hunter2|db\.ts/)
  })

  it('answers what the router refuses in the error shape too, without echoing the address', async () => {
    const cases = [
      {
        url: '/api/booking/%E0%A4%A',
        status: 400,
        body: { error: 'The address is not a valid URL.', code: 'BAD_URL' },
      },
      {
        url: `/api/booking/${'x'.repeat(101)}`,
        status: 414,
        body: { error: 'A part of the address is too long.', code: 'URL_TOO_LONG' },
      },
    ]
    for (const { url, status, body } of cases) {
      const response = await t.request({ method: 'GET', url })
      expect(response.statusCode, url).toBe(status)
      expect(response.json(), url).toEqual(body)
    }
  })

  it('answers a body over the JSON limit with 413 before reading it all', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ username: 'admin', password: 'x'.repeat(100 * 1024) }),
    })
    expect(response.statusCode).toBe(413)
    expect(response.json()).toEqual({ error: 'The request body is too large.', code: 'PAYLOAD_TOO_LARGE' })
  })
})

describe('security headers', () => {
  it('sends a content security policy and the usual hardening headers', async () => {
    const response = await t.request({ method: 'GET', url: '/api/health' })
    expect(response.headers['content-security-policy']).toContain("script-src 'self'")
    expect(response.headers['content-security-policy']).toContain("object-src 'none'")
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN')
    expect(response.headers['referrer-policy']).toBe('no-referrer')
    expect(response.headers['x-powered-by']).toBeUndefined()
  })

  it('sends exactly these hardening headers, the policy whole', async () => {
    const response = await t.request({ method: 'GET', url: '/api/health' })
    const hardening = Object.fromEntries(
      Object.entries(response.headers).filter(
        ([name]) => !/^(content-type|content-length|date|connection)$/.test(name),
      ),
    )
    expect(hardening).toEqual({
      'content-security-policy':
        "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';frame-ancestors 'self';" +
        "img-src 'self' data: blob: https:;object-src 'none';script-src 'self';script-src-attr 'none';" +
        "style-src 'self' 'unsafe-inline';media-src 'self' blob:;frame-src 'self' https://www.youtube-nocookie.com;" +
        "connect-src 'self'",
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-frame-options': 'SAMEORIGIN',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    })
  })

  it('sends them with an error too: an unknown route, a refused body, a refused sign-in', async () => {
    const answers = [
      await t.request({ method: 'GET', url: '/api/no-such-route' }),
      await t.request({ method: 'POST', url: '/api/bookings', payload: { customerName: '' } }),
      await t.request({
        method: 'POST',
        url: '/api/auth/login',
        payload: { username: 'admin', password: 'x' },
      }),
    ]
    expect(answers.map((answer) => answer.statusCode)).toEqual([404, 400, 401])
    for (const answer of answers) {
      expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'self'")
      expect(answer.headers['x-content-type-options']).toBe('nosniff')
    }
  })
})

describe('the web client', () => {
  it('serves index.html for any page path so the client router can show the page or its 404 page', async () => {
    for (const url of ['/', '/dashboard', '/booking-confirmation/27', '/no/such/page']) {
      const response = await t.request({ method: 'GET', url })
      expect(response.statusCode, url).toBe(200)
      expect(response.headers['content-type']).toMatch(/text\/html/)
      expect(response.body).toContain('<div id="root">')
      expect(response.headers['cache-control']).toBe('no-cache')
    }
  })

  it('serves the order page of a token with broken escapes as it serves an unknown token', async () => {
    const unknown = await t.request({ method: 'GET', url: `/orders/${'x'.repeat(43)}` })
    for (const url of ['/orders/%E0%A4%A', '/orders/%', '/orders/abc%zz?utm=%']) {
      const response = await t.request({ method: 'GET', url })
      expect(response.statusCode, url).toBe(200)
      expect(response.body, url).toBe(unknown.body)
      expect(response.headers['content-type'], url).toBe(unknown.headers['content-type'])
      expect(response.headers['content-security-policy'], url).toBe(
        unknown.headers['content-security-policy'],
      )
    }
  })

  it('serves hashed assets with a year-long cache', async () => {
    const response = await t.request({ method: 'GET', url: '/assets/main-abc123.js' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
  })

  it('sends the compressed copies the build wrote to browsers that accept them', async () => {
    const asset = await t.request({
      method: 'GET',
      url: '/assets/main-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    })
    expect(asset.headers['content-encoding']).toBe('br')
    expect(asset.headers['content-type']).toMatch(/javascript/)
    expect(asset.headers['vary']).toMatch(/accept-encoding/i)
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(brotliDecompressSync(asset.rawPayload).toString()).toBe('console.log(1)')

    const page = await t.request({ method: 'GET', url: '/dashboard', headers: { 'accept-encoding': 'gzip' } })
    expect(page.headers['content-encoding']).toBe('gzip')
    expect(page.headers['content-type']).toMatch(/text\/html/)
    expect(gunzipSync(page.rawPayload).toString()).toContain('<div id="root">')

    const plain = await t.request({ method: 'GET', url: '/assets/main-abc123.js' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body).toBe('console.log(1)')
  })

  it('does not answer a POST to a page path with the page', async () => {
    const response = await t.request({ method: 'POST', url: '/dashboard', payload: {} })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' })
  })
})

describe('API reference', () => {
  it('documents the routes from their schemas at /api/docs', async () => {
    const spec = await t.request({ method: 'GET', url: '/api/docs/json' })
    expect(spec.statusCode).toBe(200)
    const paths = spec.json().paths
    expect(Object.keys(paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/auth/login', '/api/auth/me']),
    )
    expect(paths['/api/auth/login'].post.requestBody.content['application/json'].schema.required).toEqual([
      'username',
      'password',
    ])
    const ui = await t.request({ method: 'GET', url: '/api/docs' })
    expect([200, 302]).toContain(ui.statusCode)
  })
})

describe('business settings', () => {
  it("gives the spec's defaults when nothing is configured", async () => {
    const response = await t.request({ method: 'GET', url: '/api/public/business' })
    expect(response.json()).toMatchObject({
      city: 'Orlando',
      state: 'FL',
      zipCode: '32804',
      timezone: 'America/New_York',
    })
  })
})
