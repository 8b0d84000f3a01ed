import { describe, expect, it } from 'vitest'

import { prerender } from '@/app/prerender'
import { TEST_BUSINESS } from '@/features/booking-form/test-support'

import type { AuthStatus } from '@shared/auth.schema.ts'
import type { BusinessInfo } from '@shared/business.schema.ts'
import type { PrerenderTransport } from '@shared/prerendered-page.ts'
import type { PublicReviews } from '@shared/review.schema.ts'

const REVIEWS: PublicReviews = {
  reviews: [
    {
      rating: 5,
      comment: 'Cuts tomatoes </script> like butter',
      name: 'Mary J.',
      at: '2026-11-02T15:00:00.000Z',
    },
  ],
  average: 5,
  count: 1,
}

const OWNER: AuthStatus = { authenticated: true, username: 'owner' }

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status })

/** The server's answers to the landing page's reads, each request noted. */
function serverAnswers(business: BusinessInfo | 'failing' = TEST_BUSINESS, signedIn = false) {
  const asked: string[] = []
  const transport: PrerenderTransport = async (url, init) => {
    asked.push(`${init.method} ${url}`)
    if (url === '/api/public/business')
      return business === 'failing' ? json({ error: 'x' }, 500) : json(business)
    if (url === '/api/auth/me')
      return signedIn ? json(OWNER) : json({ error: 'Not signed in', code: 'UNAUTHORIZED' }, 401)
    if (url.startsWith('/api/public/pickup-slots?'))
      return json({ timezone: 'America/New_York', pickupTimeRequired: true, slots: [] })
    if (url === '/api/public/videos') return json([])
    if (url === '/api/public/reviews') return json(REVIEWS)
    return json({ error: 'Not found' }, 404)
  }
  return { asked, transport }
}

describe('the landing page drawn by the server', () => {
  it('shows the business, its prices and reviews, read once each through the server', async () => {
    const { asked, transport } = serverAnswers()
    const { html, reads } = await prerender('/', 'https://shop.example', transport)

    expect(html).toContain('Razor-sharp knives, picked up from your door.')
    expect(html).toContain('Serving Orlando, FL')
    expect(html).toContain('$9.00')
    expect(html).toContain('Cuts tomatoes &lt;/script&gt; like butter')
    expect(html).toContain('Admin Login')
    // The JSON-LD names the site's address as the browser sees it.
    expect(html).toContain('"url":"https://shop.example"')
    expect(asked.every((request) => request.startsWith('GET /api/'))).toBe(true)
    expect(new Set(asked).size).toBe(asked.length)
    expect(reads).toContainEqual({ queryKey: ['business'], data: TEST_BUSINESS })
    expect(reads).toContainEqual({ queryKey: ['auth', 'me'], data: null })
    // Every part in its place: no inline script (the Content-Security-Policy runs none), no part left to the browser.
    expect(html.match(/<script/g)).toEqual(['<script'])
    expect(html).toContain('<script type="application/ld+json">')
    expect(html).not.toMatch(/<!--\$[?!]-->/)
  })

  it('leaves out a read that failed, drawing the page as the browser would without it', async () => {
    const { transport } = serverAnswers('failing')
    const { html, reads } = await prerender('/', 'https://shop.example', transport)

    expect(html).toContain('Knife sharpening with pickup')
    expect(html).not.toContain('Serving Orlando, FL')
    expect(reads.map((read) => read.queryKey)).not.toContainEqual(['business'])
  })

  it('draws one page at a time, each with its own answers', async () => {
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    let firstAsked = () => {}
    const asked = new Promise<void>((resolve) => (firstAsked = resolve))
    const first = serverAnswers({ ...TEST_BUSINESS, city: 'Tampa' })
    const slowFirst: PrerenderTransport = async (url, init) => {
      firstAsked()
      await held
      return first.transport(url, init)
    }

    const drawingFirst = prerender('/', 'https://shop.example', slowFirst)
    await asked
    const drawingSecond = prerender('/', 'https://shop.example', serverAnswers().transport)
    release()

    expect((await drawingFirst).html).toContain('Serving Tampa, FL')
    expect((await drawingSecond).html).toContain('Serving Orlando, FL')
  })
})

describe('the booking forms and the sign-in page drawn by the server', () => {
  const business = { ...TEST_BUSINESS, prices: { ...TEST_BUSINESS.prices, pickupPerKnifeCents: 1234 } }

  it("draws the knife-count form's first step with the business's price, taking no input until the browser's code does", async () => {
    const { transport } = serverAnswers(business)
    const { html, reads } = await prerender(
      '/booking-dashboard?measurementType=pickup',
      'https://shop.example',
      transport,
    )

    expect(html).toContain('Number of knives')
    expect(html).toContain('$12.34 each')
    expect(html).toMatch(/<div[^>]* inert=""[^>]*>/)
    expect(html).not.toContain('<script')
    expect(reads).toContainEqual({ queryKey: ['business'], data: business })
    expect(reads).toContainEqual({ queryKey: ['auth', 'me'], data: null })
  })

  it('draws the detailed form and the sign-in form, neither taking input yet', async () => {
    const detailed = await prerender(
      '/booking?measurementType=self',
      'https://shop.example',
      serverAnswers().transport,
    )
    expect(detailed.html).toContain('9 inches and over')
    expect(detailed.html).toMatch(/<div[^>]* inert=""[^>]*>/)

    const login = await prerender('/login', 'https://shop.example', serverAnswers().transport)
    expect(login.html).toContain('Admin Login')
    expect(login.html).toMatch(/<form[^>]* inert=""[^>]*>/)
  })

  it("draws each visitor's page with their own session: the owner's leaves nothing for the next visitor", async () => {
    const owner = await prerender(
      '/booking-dashboard?measurementType=pickup',
      'https://shop.example',
      serverAnswers(business, true).transport,
    )
    const next = await prerender(
      '/booking-dashboard?measurementType=pickup',
      'https://shop.example',
      serverAnswers().transport,
    )

    expect(owner.html).toContain('Logout')
    expect(next.html).not.toContain('Logout')
    expect(next.html).toContain('$6.75 each')
  })
})
