import { useMutation } from '@tanstack/react-query'

import { api } from '@/lib/api-client'

import type { UpdateVideoBody, Video } from '@shared/video.schema.ts'
import { useInvalidateVideoLists } from './video-query-keys'

export interface VideoUpdate {
  id: number
  changes: UpdateVideoBody
}

export const updateVideo = ({ id, changes }: VideoUpdate): Promise<Video> =>
  api.put<Video>(`/api/videos/${id}`, changes)

export function useUpdateVideo() {
  const invalidate = useInvalidateVideoLists()
  return useMutation({ mutationFn: updateVideo, onSuccess: invalidate })
}
