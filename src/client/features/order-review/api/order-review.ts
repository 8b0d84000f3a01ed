import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'

import { api, retryUnlessRefused } from '@/lib/api-client'

import type { OrderReviewState, ReviewBody } from '@shared/review.schema.ts'

const reviewPath = (token: string) => `/api/public/orders/${encodeURIComponent(token)}/review`
const reviewKey = (token: string) => ['public', 'order-review', token] as const

/** GET /api/public/orders/{token}/review: whether the order can be rated, and the review once written. */
export const getOrderReview = (token: string) => api.get<OrderReviewState>(reviewPath(token))

export const orderReviewQueryOptions = (token: string) =>
  queryOptions({
    queryKey: reviewKey(token),
    queryFn: () => getOrderReview(token),
    retry: retryUnlessRefused,
  })

export const useOrderReview = (token: string) => useQuery(orderReviewQueryOptions(token))

/** POST /api/public/orders/{token}/review: the page then shows the review as written. */
export function useSubmitReview(token: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: ReviewBody) => api.post<OrderReviewState>(reviewPath(token), body),
    onSuccess: (state) => queryClient.setQueryData(reviewKey(token), state),
  })
}
