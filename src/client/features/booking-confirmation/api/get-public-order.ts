import { useQuery } from '@tanstack/react-query'

import { ApiRequestError } from '@/lib/api-client'
import { publicOrderQueryKey, publicOrderQueryOptions } from '@/lib/public-order-api'

export { publicOrderQueryKey }

/** The order behind a token; disabled (never fetched) without one. */
export const usePublicOrder = (token: string | null) =>
  useQuery({ ...publicOrderQueryOptions(token ?? ''), enabled: token !== null })

/** A 404: the link opens no order, whatever the reason. */
export const isOrderNotFound = (error: unknown) => error instanceof ApiRequestError && error.status === 404
