import { useMutation } from '@tanstack/react-query'

import { api } from '@/lib/api-client'

import type { ServiceArea, ServiceAreaView } from '@shared/settings.schema.ts'
import { useInvalidateSettings } from './settings-query-keys'

export const updateServiceArea = (area: ServiceArea) =>
  api.put<ServiceAreaView>('/api/settings/service-area', area)

export function useUpdateServiceArea() {
  const invalidate = useInvalidateSettings('service-area')
  return useMutation({ mutationFn: updateServiceArea, onSuccess: invalidate })
}
