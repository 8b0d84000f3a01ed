import { queryOptions, useQuery } from '@tanstack/react-query'

import { api } from '@/lib/api-client'

import type { CustomerBookings } from '@shared/customer.schema.ts'
import { customerQueryKey } from './get-customer'

/** GET /api/customers/{id}/bookings: every order of the customer, newest first. */
export const getCustomerBookings = (id: number): Promise<CustomerBookings> =>
  api.get<CustomerBookings>(`/api/customers/${id}/bookings`)

export const customerBookingsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...customerQueryKey(id), 'bookings'],
    queryFn: () => getCustomerBookings(id),
    staleTime: 0,
  })

export const useCustomerBookings = (id: number | null) =>
  useQuery({ ...customerBookingsQueryOptions(id ?? 0), enabled: id !== null })
