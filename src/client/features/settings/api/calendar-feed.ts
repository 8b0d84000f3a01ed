import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'

import { api } from '@/lib/api-client'

import type { CalendarFeed } from '@shared/pickup.schema.ts'

const calendarFeedKey = ['settings', 'calendar'] as const

export const getCalendarFeed = (): Promise<CalendarFeed> => api.get<CalendarFeed>('/api/settings/calendar')

export const calendarFeedQueryOptions = () =>
  queryOptions({ queryKey: calendarFeedKey, queryFn: getCalendarFeed })

export const useCalendarFeed = () => useQuery(calendarFeedQueryOptions())

export const resetCalendarFeed = (): Promise<CalendarFeed> =>
  api.post<CalendarFeed>('/api/settings/calendar/reset')

export function useResetCalendarFeed() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: resetCalendarFeed,
    onSuccess: (feed) => queryClient.setQueryData(calendarFeedKey, feed),
  })
}
