import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query'

import type { PublicBooking } from '@shared/public-search.schema.ts'
import { orderByNumberQueryOptions } from './get-order-by-number'
import { ordersByContactQueryOptions } from './search-orders-by-contact'

/** Which of the three search cards a search came from. */
export type OrderSearchKind = 'order' | 'email' | 'phone'

export interface OrderSearch {
  kind: OrderSearchKind
  /** What the customer typed, trimmed. */
  term: string
}

/** Runs one search through the query cache, so each look-up stays under its endpoint's key. */
export async function findOrders(
  queryClient: QueryClient,
  { kind, term }: OrderSearch,
): Promise<PublicBooking[]> {
  if (kind === 'order') return [await queryClient.fetchQuery(orderByNumberQueryOptions(term))]
  const contact = kind === 'email' ? { email: term } : { phone: term }
  const { bookings } = await queryClient.fetchQuery(ordersByContactQueryOptions(contact))
  return bookings
}

/**
 * A search the customer starts by pressing a button: an action with a pending state, hence a mutation, though it
 * only reads.
 */
export function useFindOrders() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: (search: OrderSearch) => findOrders(queryClient, search) })
}
