import { api } from '@/lib/api-client'

import type { PublicOrder } from '@shared/order-page.schema.ts'
import type { ChooseReturnBody } from '@shared/return-time.schema.ts'
import { useOrderWindowChange } from './get-public-order'

/** POST /api/public/orders/{token}/return: 409 SLOT_FULL / SLOT_UNAVAILABLE or a sentence when refused. */
export const chooseReturn = (token: string, body: ChooseReturnBody): Promise<PublicOrder> =>
  api.post<PublicOrder>(`/api/public/orders/${encodeURIComponent(token)}/return`, body)

/** Sets or moves the return and shows the order as the server now has it; the free places change either way. */
export const useChooseReturn = (token: string) => useOrderWindowChange(token, chooseReturn)
