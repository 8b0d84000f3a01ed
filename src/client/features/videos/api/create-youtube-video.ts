import { useMutation } from '@tanstack/react-query'

import { api } from '@/lib/api-client'

import type { CreateYoutubeVideoBody, Video } from '@shared/video.schema.ts'
import { useInvalidateVideoLists } from './video-query-keys'

/** The server normalises any common YouTube address to the privacy-enhanced embed address. */
export const createYoutubeVideo = (body: CreateYoutubeVideoBody): Promise<Video> =>
  api.post<Video>('/api/videos', body)

export function useCreateYoutubeVideo() {
  const invalidate = useInvalidateVideoLists()
  return useMutation({ mutationFn: createYoutubeVideo, onSuccess: invalidate })
}
