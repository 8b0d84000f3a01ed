import { queryOptions, useMutation, useQuery } from '@tanstack/react-query'

import { api } from '@/lib/api-client'

import type { NotificationSettings } from '@shared/settings.schema.ts'
import { settingsQueryKey, useInvalidateSettings } from './settings-query-keys'

/** GET /api/settings/notifications */
export const getNotificationSettings = () => api.get<NotificationSettings>('/api/settings/notifications')

export const notificationSettingsQueryOptions = () =>
  queryOptions({ queryKey: settingsQueryKey('notifications'), queryFn: getNotificationSettings })

export const useNotificationSettings = () => useQuery(notificationSettingsQueryOptions())

/** PUT /api/settings/notifications */
export const updateNotificationSettings = (settings: NotificationSettings) =>
  api.put<NotificationSettings>('/api/settings/notifications', settings)

export function useUpdateNotificationSettings() {
  const invalidate = useInvalidateSettings('notifications')
  return useMutation({ mutationFn: updateNotificationSettings, onSuccess: invalidate })
}
