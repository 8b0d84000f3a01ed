import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createTestApp, type TestApp } from './test/test-app.ts'

/**
 * The only routes a signed-out visitor may use. Every other route, including each one a later change adds, must
 * answer 401 when signed out: this list is the one place to open a route, on purpose.
 */
const PUBLIC_ROUTES = new Set([
  'GET /api/health',
  'POST /api/auth/login',
  'POST /api/auth/logout',
  // A forgotten password (issue 41 point 6): the request answers alike for any name; the link's token is the key.
  'POST /api/auth/password-reset',
  'POST /api/auth/password-reset/:token',
  'GET /api/public/business',
  'POST /api/bookings',
  'GET /api/booking/:id',
  'GET /api/public/search',
  'GET /api/public/videos',
  // The landing page's approved, published reviews.
  'GET /api/public/reviews',
  // The customer's order page: the token in the path is the key.
  'GET /api/public/orders/:token',
  'GET /api/public/orders/:token/invoice.pdf',
  'POST /api/public/orders/:token/cancel',
  'POST /api/public/orders/:token/messages',
  'POST /api/public/orders/:token/reschedule',
  'POST /api/public/orders/:token/return',
  'GET /api/public/orders/:token/review',
  'POST /api/public/orders/:token/review',
  'POST /api/public/order-links',
  // The unsubscribe page's status: the link's secret is the key (its one-click POST is /unsubscribe/:token).
  'GET /api/public/unsubscribe/:token',
  'GET /api/public/pickup-slots',
  // Guarded by its own bearer token (INBOUND_EMAIL_TOKEN), not the admin session.
  'POST /api/inbound/email',
])

const isDocs = (url: string) => url === '/api/docs' || url.startsWith('/api/docs/')
const isApi = (url: string) => url.startsWith('/api/')
/** Fastify answers HEAD wherever it answers GET, with the same guard. */
const routeKey = (route: { method: string; url: string }) =>
  `${route.method === 'HEAD' ? 'GET' : route.method} ${route.url}`

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

/** A concrete URL for a route pattern: every :param becomes 1, a wildcard becomes x. */
const sampleUrl = (url: string) => url.replace(/:[A-Za-z0-9_]+/g, '1').replace(/\*$/, 'x')

describe('admin routes', () => {
  it('marks exactly the intended API routes as public', () => {
    const open = t.app.registeredRoutes
      .filter((route) => isApi(route.url) && !isDocs(route.url) && route.public && route.method !== 'HEAD')
      .map((route) => `${route.method} ${route.url}`)
    expect(new Set(open)).toEqual(PUBLIC_ROUTES)
  })

  it('answers 401 in the error shape on every other registered API route when signed out', async () => {
    const guarded = t.app.registeredRoutes.filter(
      (route) => isApi(route.url) && !isDocs(route.url) && !PUBLIC_ROUTES.has(routeKey(route)),
    )
    expect(guarded.length).toBeGreaterThan(0)
    for (const route of guarded) {
      const response = await t.request({
        method: route.method as 'GET',
        url: sampleUrl(route.url),
        ...(route.method === 'GET' || route.method === 'HEAD' ? {} : { payload: {} }),
      })
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401)
      if (route.method !== 'HEAD') expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' })
    }
  })

  it('lets the signed-in admin through the guard', async () => {
    const cookie = await t.login()
    const response = await t.request({ method: 'GET', url: '/api/auth/me', cookie })
    expect(response.statusCode).toBe(200)
  })
})
