import { queryOptions, useQuery } from '@tanstack/react-query'

import { api } from '@/lib/api-client'

import type { AdminSessions } from '@shared/account.schema.ts'

export const sessionsQueryKey = ['account-sessions'] as const

export const getSessions = () => api.get<AdminSessions>('/api/auth/sessions')

export const sessionsQueryOptions = () => queryOptions({ queryKey: sessionsQueryKey, queryFn: getSessions })

export const useSessions = () => useQuery(sessionsQueryOptions())
