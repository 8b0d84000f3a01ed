import { useMutation, useQueryClient } from '@tanstack/react-query'

import { api } from '@/lib/api-client'
import { pickupSlotsQueryOptions } from '@/lib/pickup-slots-query'

import type { PublicOrder, RescheduleOrderBody } from '@shared/order-page.schema.ts'
import { publicOrderQueryKey } from './get-public-order'

/** POST /api/public/orders/{token}/reschedule: 409 SLOT_FULL / SLOT_UNAVAILABLE or a sentence when refused. */
export const rescheduleOrder = (token: string, body: RescheduleOrderBody): Promise<PublicOrder> =>
  api.post<PublicOrder>(`/api/public/orders/${encodeURIComponent(token)}/reschedule`, body)

/** Moves the pickup and shows the order as the server now has it; the free places change either way. */
export function useRescheduleOrder(token: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: RescheduleOrderBody) => rescheduleOrder(token, body),
    onSuccess: (order) => queryClient.setQueryData(publicOrderQueryKey(token), order),
    onError: () => void queryClient.invalidateQueries({ queryKey: publicOrderQueryKey(token) }),
    onSettled: () => void queryClient.invalidateQueries(pickupSlotsQueryOptions()),
  })
}
