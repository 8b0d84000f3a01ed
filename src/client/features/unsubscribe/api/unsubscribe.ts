import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'

import { api, retryUnlessRefused } from '@/lib/api-client'

import type { UnsubscribeStatus } from '@shared/unsubscribe.schema.ts'

const statusKey = (token: string) => ['public', 'unsubscribe', token] as const

/** GET /api/public/unsubscribe/{token}: whom the link is for (masked) and whether they still get reminders. */
export const getUnsubscribeStatus = (token: string) =>
  api.get<UnsubscribeStatus>(`/api/public/unsubscribe/${encodeURIComponent(token)}`)

export const unsubscribeStatusQueryOptions = (token: string) =>
  queryOptions({
    queryKey: statusKey(token),
    queryFn: () => getUnsubscribeStatus(token),
    retry: retryUnlessRefused,
  })

export const useUnsubscribeStatus = (token: string) => useQuery(unsubscribeStatusQueryOptions(token))

/** POST /unsubscribe/{token}: the same one-click request a mail program sends (RFC 8058). */
export const unsubscribe = (token: string) =>
  api.post<UnsubscribeStatus>(`/unsubscribe/${encodeURIComponent(token)}`)

export function useUnsubscribe(token: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: () => unsubscribe(token),
    onSuccess: (status) => queryClient.setQueryData(statusKey(token), status),
  })
}
