import { queryOptions } from '@tanstack/react-query'

import { api } from '@/lib/api-client'

import type { PublicSearchResult } from '@shared/public-search.schema.ts'

/** The contact detail a customer booked with: the e-mail (any case) or the phone (any formatting). */
export type ContactSearch = { email: string } | { phone: string }

/** GET /api/public/search?email= or ?phone=: the orders made with that e-mail or phone. */
export const searchOrdersByContact = (contact: ContactSearch): Promise<PublicSearchResult> =>
  api.get<PublicSearchResult>('/api/public/search', { query: contact })

export const ordersByContactQueryOptions = (contact: ContactSearch) =>
  queryOptions({
    queryKey: ['public', 'search', contact],
    queryFn: () => searchOrdersByContact(contact),
    staleTime: 0,
  })
