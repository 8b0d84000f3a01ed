import { queryOptions, useQuery } from '@tanstack/react-query'

import { ApiRequestError, api } from '@/lib/api-client'

import type { Video } from '@shared/video.schema.ts'
import { adminVideosQueryKey } from './video-query-keys'

export const FETCH_VIDEOS_FAILED = 'Failed to fetch videos'

/** Every video, first position first. A 401 stays as it is, so the app can show the signed-out view. */
export async function getVideos(): Promise<Video[]> {
  try {
    return await api.get<Video[]>('/api/videos')
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) throw error
    throw new Error(FETCH_VIDEOS_FAILED, { cause: error })
  }
}

export const videosQueryOptions = () => queryOptions({ queryKey: adminVideosQueryKey, queryFn: getVideos })

export const useVideos = () => useQuery(videosQueryOptions())
