import { useMutation, useQueryClient } from '@tanstack/react-query'

import { api } from '@/lib/api-client'

import type { CustomerLink } from '@shared/order-page.schema.ts'
import { customerLinkQueryKey } from './get-customer-link'
import { bookingQueryKey } from './get-booking'

/** POST /api/bookings/{id}/customer-link/reset: a new link; the old one answers 404 from now on. */
export const resetCustomerLink = (id: number): Promise<CustomerLink> =>
  api.post<CustomerLink>(`/api/bookings/${id}/customer-link/reset`)

export function useResetCustomerLink(id: number) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => resetCustomerLink(id),
    onSuccess: (link) => {
      queryClient.setQueryData(customerLinkQueryKey(id), link)
      // The order's history records the reset.
      void queryClient.invalidateQueries({ queryKey: bookingQueryKey(id) })
    },
  })
}
