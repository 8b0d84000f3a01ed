import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'

import { api } from '@/lib/api-client'
import { customersQueryKey } from '@/lib/booking-query-keys'

import type { CustomerList, CustomerListQuery } from '@shared/customer.schema.ts'

/** The directory query as the client writes it: page and limit are numbers here (the server coerces text). */
export type CustomerListParams = Omit<CustomerListQuery, 'page' | 'limit'> & { page?: number; limit?: number }

export const getCustomers = (query: CustomerListParams): Promise<CustomerList> =>
  api.get<CustomerList>('/api/customers', { query })

export const customersQueryOptions = (query: CustomerListParams) =>
  queryOptions({
    queryKey: [...customersQueryKey, 'list', query],
    queryFn: () => getCustomers(query),
    // The page shown stays while the next page or search loads, so typing does not flash a skeleton.
    placeholderData: keepPreviousData,
  })

export const useCustomers = (query: CustomerListParams) => useQuery(customersQueryOptions(query))
