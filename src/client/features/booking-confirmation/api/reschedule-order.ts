import { api } from '@/lib/api-client'

import type { PublicOrder, RescheduleOrderBody } from '@shared/order-page.schema.ts'
import { useOrderWindowChange } from './get-public-order'

/** POST /api/public/orders/{token}/reschedule: 409 SLOT_FULL / SLOT_UNAVAILABLE or a sentence when refused. */
export const rescheduleOrder = (token: string, body: RescheduleOrderBody): Promise<PublicOrder> =>
  api.post<PublicOrder>(`/api/public/orders/${encodeURIComponent(token)}/reschedule`, body)

/** Moves the pickup and shows the order as the server now has it; the free places change either way. */
export const useRescheduleOrder = (token: string) => useOrderWindowChange(token, rescheduleOrder)
