import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query'

import { api } from '@/lib/api-client'

import type { AdminSessions } from '@shared/account.schema.ts'
import { settingsHistoryQueryKey } from './settings-query-keys'

export const sessionsQueryKey = ['account-sessions'] as const

export const getSessions = () => api.get<AdminSessions>('/api/auth/sessions')

export const sessionsQueryOptions = () => queryOptions({ queryKey: sessionsQueryKey, queryFn: getSessions })

export const useSessions = () => useQuery(sessionsQueryOptions())

/** After a password change or an ended session: the sessions listed and the Account section's history. */
export const invalidateAccount = (queryClient: QueryClient) =>
  Promise.all(
    [sessionsQueryKey, settingsHistoryQueryKey('account')].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  )
