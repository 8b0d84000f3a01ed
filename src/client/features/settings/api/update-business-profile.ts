import { useMutation } from '@tanstack/react-query'

import { api } from '@/lib/api-client'

import type { BusinessProfile } from '@shared/settings.schema.ts'
import { useInvalidateSettings } from './settings-query-keys'

export const updateBusinessProfile = (profile: BusinessProfile) =>
  api.put<BusinessProfile>('/api/settings/business', profile)

export function useUpdateBusinessProfile() {
  const invalidate = useInvalidateSettings('business')
  return useMutation({ mutationFn: updateBusinessProfile, onSuccess: invalidate })
}
