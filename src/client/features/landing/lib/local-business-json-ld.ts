import type { BusinessInfo } from '@shared/business.schema.ts'
import { jsonForScript } from '@shared/json-for-script.ts'
import type { PublicReviews } from '@shared/review.schema.ts'

/**
 * The landing page's schema.org LocalBusiness with its AggregateRating and the reviews it shows, as the text of a
 * `<script type="application/ld+json">` (jsonForScript: a comment such as `</script><script>…` stays text).
 */
export function localBusinessJsonLd(
  business: BusinessInfo | undefined,
  reviews: PublicReviews,
  siteUrl: string,
): string {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: business?.name,
    url: siteUrl,
    ...(business && {
      email: business.email,
      telephone: business.phone || undefined,
      address: {
        '@type': 'PostalAddress',
        addressLocality: business.city,
        addressRegion: business.state,
        postalCode: business.zipCode,
        addressCountry: 'US',
      },
    }),
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: reviews.average,
      reviewCount: reviews.count,
      bestRating: 5,
      worstRating: 1,
    },
    review: reviews.reviews.map((review) => ({
      '@type': 'Review',
      author: { '@type': 'Person', name: review.name },
      datePublished: review.at.slice(0, 10),
      reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
      ...(review.comment && { reviewBody: review.comment }),
    })),
  }
  return jsonForScript(data)
}
