import { useQuery } from '@tanstack/react-query'

import { publicOrderQueryOptions } from '@/lib/public-order-api'

/** The order "Book again" starts from (GET /api/public/orders/{token}); disabled without a token. */
export const useOrderToBookAgain = (token: string | null) =>
  useQuery({ ...publicOrderQueryOptions(token ?? ''), enabled: token !== null })
