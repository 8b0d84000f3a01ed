import { useMutation, useQueryClient } from '@tanstack/react-query'

import { api } from '@/lib/api-client'

import type { PublicOrder } from '@shared/order-page.schema.ts'
import { publicOrderQueryKey } from './get-public-order'

/** POST /api/public/orders/{token}/cancel: no body; 409 with a sentence once the order is past pending. */
export const cancelOrder = (token: string): Promise<PublicOrder> =>
  api.post<PublicOrder>(`/api/public/orders/${encodeURIComponent(token)}/cancel`)

/** Cancels the order and shows the answer at once: the server sends the order as it now is. */
export function useCancelOrder(token: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => cancelOrder(token),
    onSuccess: (order) => queryClient.setQueryData(publicOrderQueryKey(token), order),
    // A 409 means the order moved on meanwhile: show how it is now.
    onError: () => void queryClient.invalidateQueries({ queryKey: publicOrderQueryKey(token) }),
  })
}
