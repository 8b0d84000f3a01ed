import { queryOptions, useQuery } from '@tanstack/react-query'

import { api } from '@/lib/api-client'

import type { SettingsHistory, SettingsSection } from '@shared/settings.schema.ts'
import { settingsHistoryQueryKey } from './settings-query-keys'

export const getSettingsHistory = (section: SettingsSection) =>
  api.get<SettingsHistory>(`/api/settings/${section}/history`)

export const settingsHistoryQueryOptions = (section: SettingsSection) =>
  queryOptions({ queryKey: settingsHistoryQueryKey(section), queryFn: () => getSettingsHistory(section) })

export const useSettingsHistory = (section: SettingsSection) => useQuery(settingsHistoryQueryOptions(section))
