import { queryOptions, useQuery } from '@tanstack/react-query'

import { api } from '@/lib/api-client'

import type { BusinessProfile } from '@shared/settings.schema.ts'
import { settingsQueryKey } from './settings-query-keys'

export const getBusinessProfile = () => api.get<BusinessProfile>('/api/settings/business')

export const businessProfileQueryOptions = () =>
  queryOptions({ queryKey: settingsQueryKey('business'), queryFn: getBusinessProfile })

export const useBusinessProfile = () => useQuery(businessProfileQueryOptions())
