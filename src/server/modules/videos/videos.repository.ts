import type { Selectable } from 'kysely'

import {
  canonicalCategory,
  VIDEO_CATEGORIES,
  type PublicVideo,
  type Video,
  type VideoCategory,
} from '../../../shared/video.schema.ts'
import type { Db } from '../../db/database.ts'
import type { VideosTable } from '../../db/schema.ts'
import { closeGapAt, countVideos, moveInOrder, openGapAt } from './video-order.ts'

type VideoRow = Selectable<VideosTable>

const asCategory = (value: string): VideoCategory => {
  const category = canonicalCategory(value)
  // Only this server writes categories; should another appear, it reads as the first one.
  return (VIDEO_CATEGORIES as readonly string[]).includes(category) ? (category as VideoCategory) : 'Process'
}

/** The only place a video row becomes the API's shape. */
export function toVideo(row: VideoRow): Video {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    videoType: row.video_type === 'file' ? 'file' : 'youtube',
    videoUrl: row.video_url,
    thumbnailUrl: row.thumbnail_url,
    category: asCategory(row.category),
    position: row.position,
    isActive: row.is_active === 1,
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
  }
}

export function toPublicVideo(video: Video): PublicVideo {
  const { id, title, description, videoType, videoUrl, thumbnailUrl, position, isActive } = video
  return { id, title, description, videoType, videoUrl, thumbnailUrl, position, isActive }
}

/** Every video (the admin list) or only the active ones (the landing page), first position first. */
export async function listVideos(db: Db, { activeOnly = false } = {}): Promise<Video[]> {
  let query = db.selectFrom('videos').selectAll().orderBy('position').orderBy('id')
  if (activeOnly) query = query.where('is_active', '=', 1)
  return (await query.execute()).map(toVideo)
}

export async function findVideoRow(db: Db, id: number): Promise<VideoRow | undefined> {
  return db.selectFrom('videos').selectAll().where('id', '=', id).executeTakeFirst()
}

export interface NewVideo {
  title: string
  description: string | null
  category: VideoCategory
  position?: number
  isActive: boolean
  videoType: 'file' | 'youtube'
  videoUrl: string
  thumbnailUrl: string | null
  fileName: string | null
}

/**
 * Adds a video at its position (the end when none is asked, or when the one asked is past the end), moving the
 * videos from there on down one place. Call inside a transaction that holds lockVideoOrder.
 */
export async function insertVideo(trx: Db, video: NewVideo, now = Date.now()): Promise<Video> {
  const count = await countVideos(trx)
  const position = Math.min(video.position ?? count + 1, count + 1)
  await openGapAt(trx, position)
  const row = await trx
    .insertInto('videos')
    .values({
      title: video.title,
      description: video.description,
      video_type: video.videoType,
      video_url: video.videoUrl,
      thumbnail_url: video.thumbnailUrl,
      file_name: video.fileName,
      category: video.category,
      position,
      is_active: video.isActive ? 1 : 0,
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow()
  return toVideo(row)
}

export interface VideoUpdate {
  title?: string
  description?: string | null
  category?: VideoCategory
  position?: number
  isActive?: boolean
  videoUrl?: string
  thumbnailUrl?: string | null
}

/** Applies the changes given (a field left out keeps its value); a new position moves the video as a move does. */
export async function updateVideo(trx: Db, row: VideoRow, changes: VideoUpdate, now = Date.now()) {
  if (changes.position !== undefined) await moveInOrder(trx, row, changes.position)
  const updated = await trx
    .updateTable('videos')
    .set({
      title: changes.title,
      description: changes.description,
      category: changes.category,
      is_active: changes.isActive === undefined ? undefined : changes.isActive ? 1 : 0,
      video_url: changes.videoUrl,
      thumbnail_url: changes.thumbnailUrl,
      updated_at: now,
    })
    .where('id', '=', row.id)
    .returningAll()
    .executeTakeFirstOrThrow()
  return toVideo(updated)
}

/** Moves a video to a position (clamped to the list), shifting the videos in between. */
export async function moveVideo(trx: Db, row: VideoRow, position: number, now = Date.now()) {
  await moveInOrder(trx, row, position)
  const moved = await trx
    .updateTable('videos')
    .set({ updated_at: now })
    .where('id', '=', row.id)
    .returningAll()
    .executeTakeFirstOrThrow()
  return toVideo(moved)
}

/** Removes a video and closes the gap it leaves; the caller removes its file once this has committed. */
export async function deleteVideo(trx: Db, row: VideoRow): Promise<void> {
  await trx.deleteFrom('videos').where('id', '=', row.id).execute()
  await closeGapAt(trx, row.position)
}
