import { useMutation } from '@tanstack/react-query'

import { api } from '@/lib/api-client'

import { useInvalidateVideoLists } from './video-query-keys'

/** Deletes the video and, for an uploaded one, its file. */
export const deleteVideo = (id: number): Promise<void> => api.delete<void>(`/api/videos/${id}`)

export function useDeleteVideo() {
  const invalidate = useInvalidateVideoLists()
  return useMutation({ mutationFn: deleteVideo, onSuccess: invalidate })
}
