import { queryOptions } from '@tanstack/react-query'

import { api } from '@/lib/api-client'
import { useFirstLoadQuery } from '@/lib/first-load-query'

/** A landing-page video as GET /api/public/videos describes it (spec section 7). */
export interface PublicVideo {
  id: string
  title: string
  description: string | null
  /** 'file' plays in a player; any other type shows a play placeholder (spec section 2). */
  videoType: string
  videoUrl: string
  thumbnailUrl: string | null
  position: number
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null)

function toPublicVideo(value: unknown): PublicVideo | null {
  if (typeof value !== 'object' || value === null) return null
  const video = value as Record<string, unknown>
  const title = text(video.title)
  const videoUrl = text(video.videoUrl) ?? text(video.embedUrl)
  const id = typeof video.id === 'number' || typeof video.id === 'string' ? String(video.id) : null
  if (video.isActive === false || !title || !videoUrl || id === null) return null
  return {
    id,
    title,
    description: text(video.description),
    videoType: text(video.videoType) ?? 'file',
    videoUrl,
    thumbnailUrl: text(video.thumbnailUrl),
    position: typeof video.position === 'number' ? video.position : 0,
  }
}

/**
 * The active videos, in position order, from a list or `{ videos: [...] }`. Checked by hand rather than with zod,
 * which would otherwise join the landing page's first download; entries that are not usable videos are skipped.
 */
export function activeVideosOf(body: unknown): PublicVideo[] {
  const list = Array.isArray(body)
    ? body
    : typeof body === 'object' && body !== null && Array.isArray((body as { videos?: unknown }).videos)
      ? (body as { videos: unknown[] }).videos
      : []
  return list
    .map(toPublicVideo)
    .filter((video): video is PublicVideo => video !== null)
    .sort((a, b) => a.position - b.position)
}

export const getPublicVideos = async (): Promise<PublicVideo[]> =>
  activeVideosOf(await api.get<unknown>('/api/public/videos'))

export const PUBLIC_VIDEOS_KEY = ['public', 'videos']

const publicVideosQuery = { queryKey: PUBLIC_VIDEOS_KEY, queryFn: getPublicVideos }

export const publicVideosQueryOptions = () => queryOptions(publicVideosQuery)

export const usePublicVideos = () => useFirstLoadQuery(publicVideosQuery)
