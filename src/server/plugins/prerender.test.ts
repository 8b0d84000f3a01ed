import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { FIRST_READS_ID } from '../../shared/page-routes.ts'
import { naughtyStrings } from '../test/naughty-strings.ts'
import { createTestApp, type TestApp } from '../test/test-app.ts'

const INDEX_HTML =
  '<!doctype html><html><head><title>Knife app</title></head><body><div id="root"></div><script type="module" src="/assets/index-1.js"></script></body></html>'

/**
 * A stand-in for the build's renderer (client app/prerender.tsx, whose drawing client tests cover): it reads
 * through the server as the real one does and writes what it got, and fails when the address asks it to.
 */
const RENDERER = `
export async function prerender(url, origin, transport) {
  if (url.includes('fail')) throw new Error('the drawing failed')
  const business = await (await transport('/api/public/business', { method: 'GET' })).json()
  const session = await transport('/api/auth/me', { method: 'GET' })
  const write = await transport('/api/auth/logout', { method: 'POST' }).then(() => 'sent', (error) => error.message)
  const html = '<p>' + [business.name.length, session.status, origin, write].join('|') + '</p>'
  return { html, reads: [{ queryKey: ['business'], data: business }] }
}
`

let t: TestApp
let dir: string

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'knife-prerender-'))
  fs.mkdirSync(path.join(dir, 'client'))
  fs.mkdirSync(path.join(dir, 'prerender'))
  fs.writeFileSync(path.join(dir, 'client', 'index.html'), INDEX_HTML)
  fs.writeFileSync(path.join(dir, 'prerender', 'prerender.js'), RENDERER)
  t = await createTestApp({
    clientDir: path.join(dir, 'client'),
    prerenderModule: path.join(dir, 'prerender', 'prerender.js'),
  })
})
afterAll(async () => {
  await t.close()
  fs.rmSync(dir, { recursive: true, force: true })
})

/** The reads the page came with, as the browser parses them (app/main.tsx). */
function readsOf(html: string): unknown {
  const start = html.indexOf(`<script type="application/json" id="${FIRST_READS_ID}">`)
  expect(start, html).toBeGreaterThan(-1)
  const text = html.slice(html.indexOf('>', start) + 1, html.indexOf('</script>', start))
  return JSON.parse(text)
}

/** Whether the settings took the name (they refuse some: too long, only spaces). */
async function renameBusiness(name: string, cookie: string): Promise<boolean> {
  const current = (await t.request({ method: 'GET', url: '/api/settings/business', cookie })).json<object>()
  const saved = await t.request({
    method: 'PUT',
    url: '/api/settings/business',
    cookie,
    payload: { ...current, name },
  })
  expect([200, 400], saved.body).toContain(saved.statusCode)
  return saved.statusCode === 200
}

describe('the landing page drawn by the server', () => {
  it('comes drawn inside #root with the reads it shows, and no preload of them', async () => {
    const page = await t.request({ method: 'GET', url: '/', headers: { host: 'shop.example' } })

    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('<div id="root"><p>')
    // The session check went with no cookie (401); the renderer may not write.
    expect(page.body).toContain('|401|http://shop.example|Not a read: /api/auth/logout</p></div>')
    expect(readsOf(page.body)).toEqual([{ queryKey: ['business'], data: expect.any(Object) }])
    expect(page.body).not.toContain('rel="preload"')
    // It shows the visitor's own session: no shared cache keeps it.
    expect(page.headers['cache-control']).toBe('private, no-cache')
  })

  it("reads with the visitor's cookie, so the signed-in owner's page shows the session", async () => {
    const cookie = await t.login()
    const page = await t.request({ method: 'GET', url: '/', cookie })

    expect(page.body).toMatch(/\|200\|/)
  })

  // Four requests for each of some two hundred names: 2 to 5 s here, more than a loaded machine's default 5 s.
  it('keeps any business name as text inside the reads, never as markup', async () => {
    const cookie = await t.login()
    let drawn = 0
    for (const name of naughtyStrings()) {
      if (!(await renameBusiness(name, cookie))) continue
      drawn++
      const page = await t.request({ method: 'GET', url: '/' })
      const saved = (await t.request({ method: 'GET', url: '/api/public/business' })).json<{ name: string }>()
      expect(readsOf(page.body), name).toEqual([{ queryKey: ['business'], data: saved }])
      expect(page.body.match(/<script/g)?.length, name).toBe(2)
    }
    expect(drawn).toBeGreaterThan(100)
  }, 30_000)

  it('goes as the plain shell, with its preloads, when the drawing fails', async () => {
    const page = await t.request({ method: 'GET', url: '/?fail' })

    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('<div id="root"></div>')
    expect(page.body).not.toContain(FIRST_READS_ID)
    expect(page.body).toContain(
      '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/public/business">',
    )
    expect(page.headers['cache-control']).toBe('no-cache')
  })

  it('sends an owner already signed in on from the sign-in page, to its ?next= when on the site', async () => {
    const cookie = await t.login()
    for (const [url, onward] of [
      ['/login', '/dashboard'],
      ['/Login/', '/dashboard'],
      ['/login?next=%2Fdashboard%3Ftab%3Dcustomers', '/dashboard?tab=customers'],
      ['/login?next=https%3A%2F%2Fevil.example', '/dashboard'],
      ['/login?next=%2F%2Fevil.example', '/dashboard'],
      ['/login?next=%2F%09%2Fevil.example', '/dashboard'],
    ]) {
      const page = await t.request({ method: 'GET', url, cookie })
      expect(page.statusCode, url).toBe(302)
      expect(page.headers.location, url).toBe(onward)
      expect(page.headers['cache-control'], url).toBe('no-store')
    }
    for (const next of naughtyStrings()) {
      const url = `/login?next=${encodeURIComponent(`/${next}`)}`
      const page = await t.request({ method: 'GET', url, cookie })
      expect(page.statusCode, url).toBe(302)
      const location = String(page.headers.location)
      expect(new URL(location, 'http://here.invalid').origin, url).toBe('http://here.invalid')
    }
    // Signed out, the sign-in page.
    const page = await t.request({ method: 'GET', url: '/login?next=%2Fdashboard' })
    expect(page.statusCode).toBe(200)
    expect(readsOf(page.body)).toHaveLength(1)
  })

  it('draws the landing page, the booking forms and the sign-in page: other pages go as the shell', async () => {
    const drawn = ['/login', '/booking-dashboard?measurementType=pickup', '/booking?measurementType=self']
    for (const url of drawn) {
      const page = await t.request({ method: 'GET', url })
      expect(readsOf(page.body), url).toHaveLength(1)
      expect(page.headers['cache-control'], url).toBe('private, no-cache')
    }
    for (const url of ['/order-search', '/booking-dashboard', '/admin?tab=orders', '/orders/abc']) {
      const page = await t.request({ method: 'GET', url })
      expect(page.body, url).toContain('<div id="root"></div>')
      expect(page.body, url).not.toContain(FIRST_READS_ID)
    }
  })
})
