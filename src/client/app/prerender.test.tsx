import { describe, expect, it } from 'vitest'

import { prerender } from '@/app/prerender'
import { TEST_BUSINESS } from '@/features/booking-form/test-support'

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

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status })

/** The server's answers to the landing page's reads, each request noted. */
function serverAnswers(business: BusinessInfo | 'failing' = TEST_BUSINESS) {
  const asked: string[] = []
  const transport: PrerenderTransport = async (url, init) => {
    asked.push(`${init.method} ${url}`)
    if (url === '/api/public/business')
      return business === 'failing' ? json({ error: 'x' }, 500) : json(business)
    if (url === '/api/auth/me') return json({ error: 'Not signed in', code: 'UNAUTHORIZED' }, 401)
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
