import { queryOptions, useMutation, useQuery } from '@tanstack/react-query'

import { api } from '@/lib/api-client'

import type { ReminderSettings } from '@shared/settings.schema.ts'
import { settingsQueryKey, useInvalidateSettings } from './settings-query-keys'

/** GET /api/settings/reminders */
export const getReminderSettings = () => api.get<ReminderSettings>('/api/settings/reminders')

export const reminderSettingsQueryOptions = () =>
  queryOptions({ queryKey: settingsQueryKey('reminders'), queryFn: getReminderSettings })

export const useReminderSettings = () => useQuery(reminderSettingsQueryOptions())

/** PUT /api/settings/reminders */
export const updateReminderSettings = (settings: ReminderSettings) =>
  api.put<ReminderSettings>('/api/settings/reminders', settings)

export function useUpdateReminderSettings() {
  const invalidate = useInvalidateSettings('reminders')
  return useMutation({ mutationFn: updateReminderSettings, onSuccess: invalidate })
}
