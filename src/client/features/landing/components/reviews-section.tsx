import { Suspense } from 'react'

import { lazyPage } from '@/lib/lazy-page'

import { usePublicReviews } from '../api/get-public-reviews'

// The cards and the JSON-LD load with their own chunk, and only when there is a review to show.
export const ReviewsShowcase = lazyPage(() =>
  import('./reviews-showcase').then((module) => module.ReviewsShowcase),
)

/**
 * What customers say (issue 43 point 5): the approved reviews they agreed to publish, with their average, and the
 * same as schema.org LocalBusiness with AggregateRating for search engines. Fetched after the first paint; absent
 * (no heading, no JSON-LD) until there is an approved review, and when they cannot be loaded.
 */
export function ReviewsSection() {
  const { data } = usePublicReviews()
  if (!data || data.count === 0) return null
  return (
    <Suspense fallback={null}>
      <ReviewsShowcase data={data} />
    </Suspense>
  )
}
