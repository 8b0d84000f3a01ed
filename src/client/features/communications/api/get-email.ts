import { queryOptions, useQuery } from '@tanstack/react-query'

import { api } from '@/lib/api-client'

import type { Email } from '@shared/email.schema.ts'
import { emailsQueryKey } from './get-emails'

/** GET /api/emails/{id}: one whole message, read when it is opened (the list holds summaries only). */
export const getEmail = (id: number): Promise<Email> => api.get<Email>(`/api/emails/${id}`)

export const emailQueryOptions = (id: number) =>
  queryOptions({
    // Under the inbox's root key: a delete or a read refreshes it with the lists.
    queryKey: [...emailsQueryKey, 'message', id],
    queryFn: () => getEmail(id),
    // A message never changes once received: no refetch while it is open.
    staleTime: Infinity,
  })

export const useEmail = (id: number | null) =>
  useQuery({ ...emailQueryOptions(id ?? 0), enabled: id !== null })
