import { useMutation } from '@tanstack/react-query'

import { api } from '@/lib/api-client'

import type { PriceList } from '@shared/price-list.schema.ts'
import { useInvalidateSettings } from './settings-query-keys'

export const updatePriceList = (prices: PriceList) => api.put<PriceList>('/api/settings/prices', prices)

export function useUpdatePriceList() {
  const invalidate = useInvalidateSettings('prices')
  return useMutation({ mutationFn: updatePriceList, onSuccess: invalidate })
}
