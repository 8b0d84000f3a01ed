import { useQueryClient } from '@tanstack/react-query'

/** Video Management's list (GET /api/videos). */
export const adminVideosQueryKey = ['videos'] as const
/** The landing page's list (GET /api/public/videos): features/landing caches it under this key. */
export const landingVideosQueryKey = ['public', 'videos'] as const

/** After any change: both lists, so the landing page shows it on its next visit without a reload. */
export function useInvalidateVideoLists() {
  const queryClient = useQueryClient()
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: adminVideosQueryKey }),
      queryClient.invalidateQueries({ queryKey: landingVideosQueryKey }),
    ])
}
