import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'

import { ApiRequestError } from '@/lib/api-client'
import { pickupSlotsQueryOptions } from '@/lib/pickup-slots-query'
import { publicOrderQueryKey, publicOrderQueryOptions } from '@/lib/public-order-api'

import type { PublicOrder } from '@shared/order-page.schema.ts'

export { publicOrderQueryKey }

/** The order behind a token; disabled (never fetched) without one. */
export const usePublicOrder = (token: string | null) =>
  useQuery({ ...publicOrderQueryOptions(token ?? ''), enabled: token !== null })

/** A 404: the link opens no order, whatever the reason. */
export const isOrderNotFound = (error: unknown) => error instanceof ApiRequestError && error.status === 404

/**
 * A change the customer makes to a window of the order (its pickup, its return): the order as the server now has
 * it replaces the cached one; a refusal reloads it; the free places change either way.
 */
export function useOrderWindowChange<Body>(
  token: string,
  send: (token: string, body: Body) => Promise<PublicOrder>,
) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: Body) => send(token, body),
    onSuccess: (order) => queryClient.setQueryData(publicOrderQueryKey(token), order),
    onError: () => void queryClient.invalidateQueries({ queryKey: publicOrderQueryKey(token) }),
    onSettled: () => void queryClient.invalidateQueries(pickupSlotsQueryOptions()),
  })
}
