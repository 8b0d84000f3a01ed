import { loadAppQueryClient } from '@/lib/app-query-client'
import { retryUnlessRefused } from '@/lib/api-client'
import { getPublicOrder, publicOrderQueryKey } from '@/lib/public-order-api'

import { isOrderTokenFormat } from '@shared/order-link.ts'

/**
 * Asks for the order behind `token` at once, while its page's code downloads (app/routes.tsx), and hands the answer
 * to the app's cache, where the page finds it: the order is what the page shows first, and asked for by the page
 * it came a round trip after the page's code. A failure is left to the page, which asks again on its own.
 */
export function prefetchPublicOrder(token: string | null): void {
  if (token === null || !isOrderTokenFormat(token)) return
  const answer = getPublicOrder(token)
  answer.catch(() => {})
  void loadAppQueryClient().then((client) =>
    client.prefetchQuery({
      queryKey: publicOrderQueryKey(token),
      queryFn: () => answer,
      retry: retryUnlessRefused,
    }),
  )
}
