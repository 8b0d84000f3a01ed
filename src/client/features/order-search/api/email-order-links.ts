import { useMutation } from '@tanstack/react-query'

import { api } from '@/lib/api-client'

import type { OrderLinksBody, OrderMessageResult } from '@shared/order-page.schema.ts'

/** POST /api/public/order-links: the same sentence whether or not the address has orders. */
export const emailOrderLinks = (body: OrderLinksBody): Promise<OrderMessageResult> =>
  api.post<OrderMessageResult>('/api/public/order-links', body)

export const useEmailOrderLinks = () => useMutation({ mutationFn: emailOrderLinks })
