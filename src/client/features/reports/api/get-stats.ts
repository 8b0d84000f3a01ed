import { queryOptions, useQuery } from '@tanstack/react-query'

import { api } from '@/lib/api-client'
import { statsQueryKey } from '@/lib/booking-query-keys'

import { STATS_URL } from '@shared/api-read-urls.ts'
import type { Stats } from '@shared/stats.schema.ts'

/** GET /api/stats: the Reports tab's figures, charts and recent activity. */
export const getStats = (): Promise<Stats> => api.get<Stats>(STATS_URL)

export const statsQueryOptions = () => queryOptions({ queryKey: statsQueryKey, queryFn: getStats })

export const useStats = () => useQuery(statsQueryOptions())
