import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'

import { api } from '@/lib/api-client'

import type { ReviewList, ReviewStatus } from '@shared/review.schema.ts'

export interface ReviewParams {
  status: ReviewStatus
  page: number
  limit: number
}

/** Every reviews query starts with this, so a moderation refreshes all three lists. */
export const reviewsQueryKey = ['reviews'] as const

export const getReviews = (params: ReviewParams): Promise<ReviewList> =>
  api.get<ReviewList>('/api/reviews', { query: { ...params } })

export const reviewsQueryOptions = (params: ReviewParams) =>
  queryOptions({
    queryKey: [...reviewsQueryKey, params],
    queryFn: () => getReviews(params),
    placeholderData: keepPreviousData,
  })

export const useReviews = (params: ReviewParams) => useQuery(reviewsQueryOptions(params))
