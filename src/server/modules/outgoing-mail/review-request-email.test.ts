import { describe, expect, it } from 'vitest'

import { defaultBusiness, sampleBooking } from './email-test-fixtures.ts'
import { composeReviewRequestEmail } from './review-request-email.ts'

const links = {
  review: 'https://shop.example.com/orders/abc/review',
  unsubscribe: 'https://shop.example.com/unsubscribe/def',
}

describe('the review request e-mail', () => {
  const email = composeReviewRequestEmail(sampleBooking, defaultBusiness, links)

  it('asks about the order, with the link to rate it and the one to stop these e-mails', () => {
    expect(email.subject).toBe(`How did we do? Rate your sharpening, ${defaultBusiness.name}`)
    expect(email.text).toContain('order #27 (BO-000027)')
    expect(email.text).toContain(links.review)
    expect(email.text).toContain(links.unsubscribe)
    expect(email.html).toContain(`href="${links.review}"`)
    expect(email.html).toContain(`href="${links.unsubscribe}"`)
  })

  it('says what unsubscribing stops, and never that the customer asked for it', () => {
    expect(email.text).toContain(
      'To stop review requests and sharpening reminders (e-mails about your orders still come):',
    )
    expect(`${email.text}${email.html}`).not.toMatch(/you asked us/i)
  })

  it('speaks to the customer in plain words, their name escaped in the HTML', () => {
    const bob = composeReviewRequestEmail(
      { ...sampleBooking, customerName: '<b>Bob</b>' },
      defaultBusiness,
      links,
    )
    expect(bob.html).toContain('Hello &lt;b&gt;Bob&lt;/b&gt;,')
    expect(`${email.text}${email.html}`).not.toMatch(/review_request|reminders_opt_in|token|publish/i)
  })
})
