import { queryOptions, useQuery } from '@tanstack/react-query'

import { api } from '@/lib/api-client'

import { NO_TIME_YET_URL } from '@shared/schedule-reads.ts'
import type { NoTimeYet } from '@shared/schedule.schema.ts'

/** GET /api/schedule/no-time; under the 'schedule' key, so a moved or changed booking refreshes it too. */
export const getNoTimeYet = (): Promise<NoTimeYet> => api.get<NoTimeYet>(NO_TIME_YET_URL)

export const noTimeYetQueryOptions = () =>
  queryOptions({ queryKey: ['schedule', 'no-time'], queryFn: getNoTimeYet })

export const useNoTimeYet = () => useQuery(noTimeYetQueryOptions())
