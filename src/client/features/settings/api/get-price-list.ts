import { queryOptions, useQuery } from '@tanstack/react-query'

import { api } from '@/lib/api-client'

import type { PriceList } from '@shared/price-list.schema.ts'
import { settingsQueryKey } from './settings-query-keys'

export const getPriceList = () => api.get<PriceList>('/api/settings/prices')

export const priceListQueryOptions = () =>
  queryOptions({ queryKey: settingsQueryKey('prices'), queryFn: getPriceList })

export const usePriceListSettings = () => useQuery(priceListQueryOptions())
