import { queryOptions, useQuery } from '@tanstack/react-query'

import { api } from '@/lib/api-client'
import { customersQueryKey } from '@/lib/booking-query-keys'

import type { CustomerSummary } from '@shared/customer.schema.ts'

/** GET /api/customers/summary: the four cards, over the whole directory whatever the search. */
export const getCustomerSummary = (): Promise<CustomerSummary> =>
  api.get<CustomerSummary>('/api/customers/summary')

export const customerSummaryQueryOptions = () =>
  queryOptions({ queryKey: [...customersQueryKey, 'summary'], queryFn: getCustomerSummary })

export const useCustomerSummary = () => useQuery(customerSummaryQueryOptions())
