import { queryOptions } from '@tanstack/react-query'

import { api } from '@/lib/api-client'

import type { PublicBooking } from '@shared/public-search.schema.ts'

/** GET /api/booking/{id}: one order by its number, typed as 27, #27 or BO-000027; 404 when there is none. */
export const getOrderByNumber = (orderNumber: string): Promise<PublicBooking> =>
  api.get<PublicBooking>(`/api/booking/${encodeURIComponent(orderNumber)}`)

export const orderByNumberQueryOptions = (orderNumber: string) =>
  queryOptions({
    queryKey: ['public', 'order', orderNumber],
    queryFn: () => getOrderByNumber(orderNumber),
    // A search shows the order as it is now, not as it was at an earlier search.
    staleTime: 0,
  })
