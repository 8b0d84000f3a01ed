import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { BOOKING_STATUSES } from '../../shared/booking-status.ts'
import { todayIn } from '../../shared/schedule-reads.ts'
import { naughtyStrings } from '../test/naughty-strings.ts'
import { createTestApp, type TestApp } from '../test/test-app.ts'

/** A build as scripts/route-modules.ts and Vite's manifest describe it, in miniature. */
const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', imports: ['_client-1.js'] },
  '_client-1.js': { file: 'assets/client-1.js' },
  '_button-1.js': { file: 'assets/button-1.js', imports: ['_client-1.js'] },
  'app/admin-route.tsx': { file: 'assets/admin-route-1.js', imports: ['_button-1.js', '_client-1.js'] },
  'features/orders/components/orders-panels.tsx': {
    file: 'assets/orders-panels-1.js',
    imports: ['_button-1.js'],
  },
  'features/booking-confirmation/components/order-page.tsx': { file: 'assets/order-page-1.js' },
  'features/auth/components/login-page.tsx': { file: 'assets/login-page-1.js', imports: ['_button-1.js'] },
}
const ROUTE_MODULES = {
  pages: {
    admin: ['app/admin-route.tsx'],
    order: ['features/booking-confirmation/components/order-page.tsx'],
    login: ['features/auth/components/login-page.tsx'],
  },
  adminPanels: { orders: ['features/orders/components/orders-panels.tsx'] },
}
const INDEX_HTML =
  '<!doctype html><html><head><title>Knife app</title><script type="module" src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>'
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g
const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-AbCdE'

let t: TestApp
let clientDir: string
/** The signed-in owner's cookie: an admin section names its reads to them only. */
let owner: string

beforeAll(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'knife-hints-'))
  fs.writeFileSync(path.join(clientDir, 'index.html'), INDEX_HTML)
  fs.mkdirSync(path.join(clientDir, '.vite'))
  fs.writeFileSync(path.join(clientDir, '.vite/manifest.json'), JSON.stringify(MANIFEST))
  fs.writeFileSync(path.join(clientDir, '.vite/route-modules.json'), JSON.stringify(ROUTE_MODULES))
  t = await createTestApp({ clientDir })
  owner = await t.login()
})
afterAll(async () => {
  await t.close()
  fs.rmSync(clientDir, { recursive: true, force: true })
})

/** What the server added to index.html's head, as [rel, href] pairs; fails on anything but such a link. */
async function hintsOf(url: string, cookie?: string): Promise<[string, string][]> {
  const response = await t.request({ method: 'GET', url, cookie })
  expect(response.statusCode, url).toBe(200)
  expect(response.headers['cache-control'], url).toBe(cookie === owner ? 'private, no-cache' : 'no-cache')
  const added = response.body.slice(
    response.body.indexOf('</script>') + '</script>'.length,
    response.body.indexOf('</head>'),
  )
  const link =
    /<link rel="(modulepreload|preload)" (?:crossorigin|as="fetch" crossorigin="use-credentials") href="([^"<>]*)">/g
  expect(added.replace(link, ''), url).toBe('')
  return [...added.matchAll(link)].map((match) => [match[1]!, match[2]!.replaceAll('&amp;', '&')])
}

const EVERY_PAGE: [string, string][] = [
  ['preload', '/api/public/business'],
  ['preload', '/api/auth/me'],
]

describe('the hints in the HTML of a page', () => {
  it('names All Orders’ chunks not already in index.html, and its first page with the address’s search and sort', async () => {
    const url = '/admin?tab=orders&orders-search=Ada%20B&orders-sort=customerName&orders-order=desc'
    const chunks: [string, string][] = [
      ['modulepreload', '/assets/admin-route-1.js'],
      ['modulepreload', '/assets/button-1.js'],
      ['modulepreload', '/assets/orders-panels-1.js'],
    ]
    expect(await hintsOf(url, owner)).toEqual([
      ...chunks,
      ...EVERY_PAGE,
      [
        'preload',
        '/api/bookings?includeArchived=false&search=Ada+B&page=1&limit=10&sort=customerName&order=desc',
      ],
    ])
    // Signed out, the page asks to sign in: its reads would be refused, and the browser would hand the refusals to
    // the same reads made once signed in.
    expect(await hintsOf(url)).toEqual([...chunks, ...EVERY_PAGE])
    expect(await hintsOf(url, 'sid=not-a-session')).toEqual([...chunks, ...EVERY_PAGE])
  })

  it('names the order behind a well-formed token, and no order for any other', async () => {
    const orderPage: [string, string][] = [['modulepreload', '/assets/order-page-1.js'], ...EVERY_PAGE]
    expect(await hintsOf(`/orders/${TOKEN}`)).toEqual([
      ...orderPage,
      ['preload', `/api/public/orders/${TOKEN}`],
    ])
    expect(await hintsOf('/orders/not-a-token')).toEqual(orderPage)
  })

  it('names the sign-in page’s chunks, and only the reads of every page on it and on the landing page', async () => {
    expect(await hintsOf('/login')).toEqual([
      ['modulepreload', '/assets/login-page-1.js'],
      ['modulepreload', '/assets/button-1.js'],
      ...EVERY_PAGE,
    ])
    expect(await hintsOf('/')).toEqual(EVERY_PAGE)
  })

  it('names the Workflow Board’s first reads, and the Schedule’s day or week in the business’s time zone', async () => {
    const reads = async (url: string) =>
      (await hintsOf(url, owner))
        .filter(([rel, href]) => rel === 'preload' && !EVERY_PAGE.some(([, every]) => every === href))
        .map(([, href]) => href)
    const board = await reads('/admin')
    expect(board[0]).toBe('/api/attention?status=open&page=1&limit=3')
    expect(board.slice(1).map((href) => new URL(href, 'http://x').searchParams.get('status'))).toEqual([
      ...BOOKING_STATUSES,
    ])
    expect(await reads('/admin?tab=schedule&date=2026-03-02&view=week')).toEqual([
      '/api/schedule/no-time',
      '/api/schedule?from=2026-03-02&days=7',
    ])
    const { timezone } = (await t.request({ method: 'GET', url: '/api/public/business' })).json<{
      timezone: string
    }>()
    expect(await reads('/dashboard?tab=schedule&date=soon')).toEqual([
      '/api/schedule/no-time',
      `/api/schedule?from=${todayIn(timezone)}&days=1`,
    ])
  })

  // About 500 strings in two places each (an order token, All Orders' search): a few seconds on a busy two-core
  // machine. A naughty tab is one check: anything but a known tab opens the board.
  it(
    'never answers a naughty address with a 500, and writes nothing of it into the page unescaped',
    {
      timeout: 30_000,
    },
    async () => {
      for (const naughty of naughtyStrings()) {
        // A lone surrogate has no URL form: the browser writes it as U+FFFD.
        const text = encodeURIComponent(naughty.replace(LONE_SURROGATE, '\uFFFD'))
        for (const url of [`/orders/${text}`, `/admin?tab=orders&orders-search=${text}`]) {
          const hints = await hintsOf(url, url.startsWith('/admin') ? owner : undefined)
          for (const [, href] of hints) expect(href, url).toMatch(/^\/(?:assets|api)\/[\w\-./?=&+%*]*$/)
        }
      }
      expect(
        await hintsOf(`/admin?tab=${encodeURIComponent('<script>alert(1)</script>')}`, owner),
      ).toContainEqual(['preload', '/api/attention?status=open&page=1&limit=3'])
    },
  )

  it('keeps the build’s tables to itself', async () => {
    for (const url of ['/.vite/manifest.json', '/.vite/route-modules.json']) {
      const response = await t.request({ method: 'GET', url })
      expect(response.body, url).not.toContain('admin-route.tsx')
    }
  })

  it('sends the page compressed to a browser that takes it', async () => {
    const page = await t.request({
      method: 'GET',
      url: '/admin?tab=orders',
      headers: { 'accept-encoding': 'gzip' },
    })
    expect(page.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(page.rawPayload).toString()).toContain('/assets/orders-panels-1.js')
  })
})
