import { useQueryClient } from '@tanstack/react-query'

import type { SettingsSection } from '@shared/settings.schema.ts'

/** Each section's value and its history live under ['settings', section]. */
export const settingsQueryKey = (section: SettingsSection) => ['settings', section] as const
export const settingsHistoryQueryKey = (section: SettingsSection) => ['settings', section, 'history'] as const
/** The public settings (GET /api/public/business) every page reads: the landing page, the forms, the footer. */
const publicBusinessQueryKey = ['business'] as const

/** After a section is saved: the section, its history, and the public settings the customers see. */
export function useInvalidateSettings(section: SettingsSection) {
  const queryClient = useQueryClient()
  return () =>
    Promise.all(
      [settingsQueryKey(section), publicBusinessQueryKey].map((queryKey) =>
        queryClient.invalidateQueries({ queryKey }),
      ),
    )
}
