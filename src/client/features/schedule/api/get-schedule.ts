import { queryOptions, useQuery } from '@tanstack/react-query'

import { api } from '@/lib/api-client'

import { scheduleUrl } from '@shared/schedule-reads.ts'
import type { Schedule } from '@shared/schedule.schema.ts'

export const getSchedule = (from: string, days: number): Promise<Schedule> =>
  api.get<Schedule>(scheduleUrl(from, days))

export const scheduleQueryOptions = (from: string, days: number) =>
  queryOptions({ queryKey: ['schedule', from, days], queryFn: () => getSchedule(from, days) })

export const useSchedule = (from: string, days: number) => useQuery(scheduleQueryOptions(from, days))
