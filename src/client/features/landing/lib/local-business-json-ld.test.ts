import { describe, expect, it } from 'vitest'

import type { BusinessInfo } from '@shared/business.schema.ts'
import { localBusinessJsonLd } from './local-business-json-ld'

const business = {
  name: 'Edge & Co',
  email: 'hello@example.com',
  phone: '(407) 555-0100',
  city: 'Orlando',
  state: 'FL',
  zipCode: '32804',
} as BusinessInfo
const COMMENT = 'Great </script><script>alert("x")</script> & fast \u2028 done'

describe('the landing page JSON-LD', () => {
  const text = localBusinessJsonLd(
    business,
    {
      reviews: [{ rating: 4, comment: COMMENT, name: 'Mary J.', at: '2026-11-02T15:00:00.000Z' }],
      average: 4.5,
      count: 2,
    },
    'https://shop.example.com',
  )

  it('is JSON that gives back every text as written, with the rating and count of the API', () => {
    expect(JSON.parse(text)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      name: 'Edge & Co',
      url: 'https://shop.example.com',
      address: {
        '@type': 'PostalAddress',
        addressLocality: 'Orlando',
        addressRegion: 'FL',
        postalCode: '32804',
      },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2, bestRating: 5 },
      review: [
        {
          '@type': 'Review',
          author: { '@type': 'Person', name: 'Mary J.' },
          datePublished: '2026-11-02',
          reviewRating: { '@type': 'Rating', ratingValue: 4 },
          reviewBody: COMMENT,
        },
      ],
    })
  })

  it('holds no character that could end the script element or the line', () => {
    expect(text).not.toMatch(/[<>&\u2028\u2029]/)
  })
})
