import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'

import { api } from '@/lib/api-client'

import type { PickupSettings } from '@shared/pickup.schema.ts'

const pickupSettingsKey = ['settings', 'pickup'] as const

export const getPickupSettings = (): Promise<PickupSettings> =>
  api.get<PickupSettings>('/api/settings/pickup')

export const pickupSettingsQueryOptions = () =>
  queryOptions({ queryKey: pickupSettingsKey, queryFn: getPickupSettings })

export const usePickupSettings = () => useQuery(pickupSettingsQueryOptions())

export const savePickupSettings = (settings: PickupSettings): Promise<PickupSettings> =>
  api.put<PickupSettings>('/api/settings/pickup', settings)

/** Saves the rules; the schedule and the forms' slots follow them. */
export function useSavePickupSettings() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: savePickupSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(pickupSettingsKey, saved)
      void queryClient.invalidateQueries({ queryKey: ['schedule'] })
      void queryClient.invalidateQueries({ queryKey: ['pickup-slots'] })
    },
  })
}
