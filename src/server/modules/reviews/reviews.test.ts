import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { AdminReview, PublicReviews, ReviewList } from '../../../shared/review.schema.ts'
import { naughtyStrings } from '../../test/naughty-strings.ts'
import { createTestApp, type TestApp } from '../../test/test-app.ts'
import { adminBookings, createBooking, type AdminBookings } from '../bookings/admin-test-support.ts'
import { ALREADY_RATED, NOT_FINISHED } from './reviews-public.routes.ts'

let t: TestApp
let cookie: string
let admin: AdminBookings
beforeAll(async () => {
  t = await createTestApp({
    env: { BOOKING_RATE_LIMIT_PER_10_MIN: '0', ORDER_PAGE_RATE_LIMIT_PER_MIN: '0' },
  })
  cookie = await t.login()
  admin = adminBookings(t, cookie)
})
afterAll(() => t.close())

const ERROR_SHAPE = { error: expect.any(String), code: expect.stringMatching(/^[A-Z_]+$/) }
let emails = 0

/** An order in `status`, by `name`; answers its id and private token. */
async function order(status: string, name = 'Mary Ann Jones') {
  const booking = await createBooking(t, {
    customerName: name,
    customerEmail: `rater${++emails}@example.com`,
  })
  if (status !== 'pending') expect((await admin.status(booking.id, { status })).statusCode).toBe(200)
  return { id: booking.id, token: booking.accessToken as string }
}

const review = (token: string, body: unknown) =>
  t.request({ method: 'POST', url: `/api/public/orders/${token}/review`, payload: body as object })
const reviewState = (token: string) => t.request({ method: 'GET', url: `/api/public/orders/${token}/review` })
const list = async (status: string) =>
  (await t.request({ method: 'GET', url: `/api/reviews?status=${status}`, cookie })).json<ReviewList>()
const moderate = (id: number, action: 'approve' | 'hide') =>
  t.request({ method: 'POST', url: `/api/reviews/${id}/${action}`, cookie })
const landing = async () =>
  (await t.request({ method: 'GET', url: '/api/public/reviews' })).json<PublicReviews>()
const reviewRows = () => t.app.db.selectFrom('reviews').selectAll().execute()

describe('POST /api/public/orders/{token}/review', () => {
  it('takes one review of a paid order, and answers a second with 409 and a sentence', async () => {
    const { token } = await order('paid')
    expect((await reviewState(token)).json()).toMatchObject({ canReview: true, review: null })
    const first = await review(token, { rating: 5, comment: '  Sharp as new!  ', publish: true })
    expect(first.statusCode).toBe(201)
    expect(first.json()).toMatchObject({
      canReview: false,
      review: { rating: 5, comment: 'Sharp as new!', publish: true },
    })
    const second = await review(token, { rating: 1, comment: 'Changed my mind', publish: false })
    expect(second.statusCode).toBe(409)
    expect(second.json()).toEqual({ error: ALREADY_RATED, code: 'CONFLICT' })
    expect((await reviewState(token)).json()).toMatchObject({ review: { rating: 5 } })
  })

  it('takes a review of a completed order, and refuses one before the work is finished', async () => {
    const completed = await order('completed')
    expect((await review(completed.token, { rating: 4, comment: '', publish: false })).statusCode).toBe(201)
    for (const status of ['pending', 'in-progress', 'cancelled']) {
      const { token } = await order(status)
      const before = await reviewRows()
      const refused = await review(token, { rating: 4, comment: 'Early', publish: true })
      expect(refused.statusCode).toBe(409)
      expect(refused.json()).toEqual({ error: NOT_FINISHED, code: 'CONFLICT' })
      expect((await reviewState(token)).json()).toMatchObject({ canReview: false, review: null })
      expect(await reviewRows()).toEqual(before)
    }
  })

  it.each([
    [{ rating: 0, comment: '', publish: true }, 'rating'],
    [{ rating: 6, comment: '', publish: true }, 'rating'],
    [{ rating: 4.5, comment: '', publish: true }, 'rating'],
    [{ rating: '5', comment: '', publish: true }, 'rating'],
    [{ comment: 'No stars', publish: true }, 'rating'],
    [{ rating: 5, comment: 'x'.repeat(1001), publish: true }, 'comment'],
    [{ rating: 5, comment: 'bad\u0000byte', publish: true }, 'comment'],
    [{ rating: 5, comment: 'hidden\u202etext', publish: true }, 'comment'],
    [{ rating: 5, comment: 7, publish: true }, 'comment'],
    [{ rating: 5, comment: '', publish: 'yes' }, 'publish'],
  ])('refuses %j with 400 on %s, writing nothing', async (body, path) => {
    const { token } = await order('paid')
    const before = await reviewRows()
    const response = await review(token, body)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ ...ERROR_SHAPE, issues: [expect.objectContaining({ path })] })
    expect(await reviewRows()).toEqual(before)
  })

  it('keeps 1,000 characters (emoji count as one each)', async () => {
    const { token } = await order('paid')
    expect((await review(token, { rating: 3, comment: '🔪'.repeat(1000), publish: false })).statusCode).toBe(
      201,
    )
  })

  it('answers an unknown or malformed link with the same 404', async () => {
    for (const token of ['A'.repeat(43), 'short', '..%2F..']) {
      const response = await review(token, { rating: 5, comment: '', publish: true })
      expect(response.statusCode).toBe(404)
      expect((await reviewState(token)).statusCode).toBe(404)
    }
  })

  it('stores naughty comments exactly (after trim) or refuses them with 400, never a 500', async () => {
    const { id, token } = await order('paid')
    for (const text of naughtyStrings()) {
      const label = JSON.stringify(text)
      const response = await review(token, { rating: 3, comment: text, publish: true })
      if (response.statusCode === 201) {
        expect(response.json().review.comment, label).toBe(text.trim())
        // The next string gets the order's one review.
        await t.app.db.deleteFrom('reviews').where('booking_id', '=', id).execute()
      } else {
        expect(response.statusCode, label).toBe(400)
        expect(response.json(), label).toMatchObject(ERROR_SHAPE)
      }
    }
  }, 120_000)
})

describe('moderation and the landing page', () => {
  it('lists new reviews as pending; approved published ones show with a short name and their average', async () => {
    const empty = await landing()
    expect(empty.count).toBe(0)
    const mary = await order('paid', 'Mary Ann Jones')
    const bob = await order('paid', 'bob stone')
    const quiet = await order('paid', 'Quiet Person')
    await review(mary.token, { rating: 5, comment: '</script><script>alert(1)</script>', publish: true })
    await review(bob.token, { rating: 4, comment: 'Good', publish: true })
    await review(quiet.token, { rating: 1, comment: 'Do not publish', publish: false })

    const pending = await list('pending')
    const byOrder = (id: number) => pending.reviews.find((item) => item.bookingId === id)!
    expect(byOrder(mary.id)).toMatchObject({
      customerName: 'Mary Ann Jones',
      publicName: 'Mary J.',
      status: 'pending',
    })
    expect((await landing()).count).toBe(empty.count)

    for (const id of [mary.id, bob.id, quiet.id]) {
      const approved = await moderate(byOrder(id).id, 'approve')
      expect(approved.statusCode).toBe(200)
      expect(approved.json<AdminReview>()).toMatchObject({
        status: 'approved',
        moderatedAt: expect.any(String),
      })
    }
    const shown = await landing()
    expect(shown.count).toBe(2)
    expect(shown.average).toBe(4.5)
    expect(shown.reviews.map((item) => item.name).sort()).toEqual(['Mary J.', 'bob S.'])
    expect(shown.reviews.find((item) => item.name === 'Mary J.')!.comment).toBe(
      '</script><script>alert(1)</script>',
    )
    expect(JSON.stringify(shown)).not.toContain('Quiet')

    const hidden = await moderate(byOrder(bob.id).id, 'hide')
    expect(hidden.json<AdminReview>().status).toBe('hidden')
    expect(await landing()).toMatchObject({ count: 1, average: 5 })
    expect((await list('hidden')).reviews.map((item) => item.bookingId)).toEqual([bob.id])
  })

  it('pages the lists, refuses an unknown status, and answers an unknown review with 404', async () => {
    const page = await t.request({
      method: 'GET',
      url: '/api/reviews?status=approved&limit=1&page=1',
      cookie,
    })
    expect(page.json<ReviewList>().reviews).toHaveLength(1)
    const bad = await t.request({ method: 'GET', url: '/api/reviews?status=published', cookie })
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toMatchObject(ERROR_SHAPE)
    for (const id of ['999999', '0', '99999999999999999999']) {
      const response = await t.request({ method: 'POST', url: `/api/reviews/${id}/approve`, cookie })
      expect([400, 404], id).toContain(response.statusCode)
    }
  })

  it('refuses moderation signed out', async () => {
    expect((await t.request({ method: 'GET', url: '/api/reviews' })).statusCode).toBe(401)
    expect((await t.request({ method: 'POST', url: '/api/reviews/1/approve' })).statusCode).toBe(401)
  })
})
