import { useMutation } from '@tanstack/react-query'

import { api } from '@/lib/api-client'

import type { Video } from '@shared/video.schema.ts'
import { useInvalidateVideoLists } from './video-query-keys'

export interface VideoMove {
  id: number
  /** The place to move to: one above or below where it is; the server shifts the others. */
  position: number
}

export const moveVideo = ({ id, position }: VideoMove): Promise<Video> =>
  api.put<Video>(`/api/videos/${id}/position`, { position })

export function useMoveVideo() {
  const invalidate = useInvalidateVideoLists()
  return useMutation({ mutationFn: moveVideo, onSuccess: invalidate })
}
