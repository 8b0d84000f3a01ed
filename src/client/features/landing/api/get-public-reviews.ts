import { api } from '@/lib/api-client'
import { useFirstLoadQuery } from '@/lib/first-load-query'

import type { PublicReviews } from '@shared/review.schema.ts'

export const getPublicReviews = (): Promise<PublicReviews> => api.get<PublicReviews>('/api/public/reviews')

export const PUBLIC_REVIEWS_KEY = ['public', 'reviews']

const publicReviewsQuery = { queryKey: PUBLIC_REVIEWS_KEY, queryFn: getPublicReviews }

/** The landing page's approved reviews: fetched after the first paint, like the videos, without zod. */
export const usePublicReviews = () => useFirstLoadQuery(publicReviewsQuery)
