import { queryOptions, useQuery } from '@tanstack/react-query'

import { ApiRequestError, api } from '@/lib/api-client'

import type { PublicOrder } from '@shared/order-page.schema.ts'

/** GET /api/public/orders/{token}: the order "Book again" starts from; 404 for a token that opens none. */
export const getOrderToBookAgain = (token: string): Promise<PublicOrder> =>
  api.get<PublicOrder>(`/api/public/orders/${encodeURIComponent(token)}`)

export const orderToBookAgainQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['public', 'book-again', token] as const,
    queryFn: () => getOrderToBookAgain(token),
    // A wrong link stays wrong: asking again would only spend the visitor's rate limit.
    retry: (failures, error) => !(error instanceof ApiRequestError && error.status < 500) && failures < 2,
  })

export const useOrderToBookAgain = (token: string | null) =>
  useQuery({ ...orderToBookAgainQueryOptions(token ?? ''), enabled: token !== null })
