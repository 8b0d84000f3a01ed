import { queryOptions, useQuery } from '@tanstack/react-query'

import { api } from '@/lib/api-client'

import type { CustomerLink } from '@shared/order-page.schema.ts'

/** GET /api/bookings/{id}/customer-link: the token of the order's private page. */
export const getCustomerLink = (id: number): Promise<CustomerLink> =>
  api.get<CustomerLink>(`/api/bookings/${id}/customer-link`)

/** Apart from the bookings' keys: a change to the order does not change its link, so need not fetch it again. */
export const customerLinkQueryKey = (id: number) => ['customer-link', id] as const

export const customerLinkQueryOptions = (id: number) =>
  queryOptions({ queryKey: customerLinkQueryKey(id), queryFn: () => getCustomerLink(id), staleTime: 0 })

export const useCustomerLink = (id: number) => useQuery(customerLinkQueryOptions(id))
