import { useMutation, useQueryClient } from '@tanstack/react-query'

import { api } from '@/lib/api-client'

import type { OrderMessageBody, OrderMessageResult } from '@shared/order-page.schema.ts'
import { publicOrderQueryKey } from './get-public-order'

/** POST /api/public/orders/{token}/messages: 1 to 2,000 characters, to the business's inbox. */
export const sendOrderMessage = (token: string, body: OrderMessageBody): Promise<OrderMessageResult> =>
  api.post<OrderMessageResult>(`/api/public/orders/${encodeURIComponent(token)}/messages`, body)

/** Sends the message; the order's timeline then shows it. */
export function useSendOrderMessage(token: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: OrderMessageBody) => sendOrderMessage(token, body),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: publicOrderQueryKey(token) }),
  })
}
