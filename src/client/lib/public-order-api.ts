import { queryOptions } from '@tanstack/react-query'

import { api, retryUnlessRefused } from '@/lib/api-client'

import { publicOrderUrl } from '@shared/api-read-urls.ts'
import type { PublicOrder } from '@shared/order-page.schema.ts'

/**
 * GET /api/public/orders/{token}: the whole order for the holder of its link; 404 for any token that opens none.
 * Read by the order page and the confirmation, and by "Book again" (issue 43), under one cache key.
 */
export const getPublicOrder = (token: string): Promise<PublicOrder> =>
  api.get<PublicOrder>(publicOrderUrl(token))

export const publicOrderQueryKey = (token: string) => ['public', 'order-page', token] as const

export const publicOrderQueryOptions = (token: string) =>
  queryOptions({
    queryKey: publicOrderQueryKey(token),
    queryFn: () => getPublicOrder(token),
    retry: retryUnlessRefused,
  })
