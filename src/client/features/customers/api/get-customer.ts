import { queryOptions, useQuery } from '@tanstack/react-query'

import { api } from '@/lib/api-client'
import { customersQueryKey } from '@/lib/booking-query-keys'

import type { Customer } from '@shared/customer.schema.ts'

/** One customer's cached views (details, orders) start with this key. */
export const customerQueryKey = (id: number) => [...customersQueryKey, 'detail', id] as const

/** GET /api/customers/{id}: contact details and totals as they are now. */
export const getCustomer = (id: number): Promise<Customer> => api.get<Customer>(`/api/customers/${id}`)

export const customerQueryOptions = (id: number) =>
  queryOptions({ queryKey: customerQueryKey(id), queryFn: () => getCustomer(id) })

/** The dialog opens on the directory row (`shown`) and refreshes it from the server. */
export const useCustomer = (shown: Customer | null) =>
  useQuery({
    ...customerQueryOptions(shown?.id ?? 0),
    enabled: shown !== null,
    placeholderData: shown ?? undefined,
    // Worth asking fresh each time the dialog opens: its order history is.
    staleTime: 0,
  })
