import { queryOptions, useQuery } from '@tanstack/react-query'

import { api } from '@/lib/api-client'

import type { ServiceAreaView } from '@shared/settings.schema.ts'
import { settingsQueryKey } from './settings-query-keys'

export const getServiceArea = () => api.get<ServiceAreaView>('/api/settings/service-area')

export const serviceAreaQueryOptions = () =>
  queryOptions({ queryKey: settingsQueryKey('service-area'), queryFn: getServiceArea })

export const useServiceArea = () => useQuery(serviceAreaQueryOptions())
