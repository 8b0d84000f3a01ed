import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'

import { ApiError } from '../../../shared/api-error.schema.ts'
import {
  CreateYoutubeVideoBody,
  MoveVideoBody,
  PublicVideo,
  UpdateVideoBody,
  Video,
  VideoIdParams,
} from '../../../shared/video.schema.ts'
import { youtubeThumbnailUrl } from '../../../shared/youtube-url.ts'
import { badRequest, notFound } from '../../http-errors.ts'
import { UploadStorage } from './upload-storage.ts'
import { videoUploadRoutes } from './video-upload.routes.ts'
import { lockVideoOrder } from './video-order.ts'
import { assertRoomForAnotherVideo } from './video-limit.ts'
import {
  deleteVideo,
  findVideoRow,
  insertVideo,
  listVideos,
  moveVideo,
  toPublicVideo,
  updateVideo,
  type VideoUpdate,
} from './videos.repository.ts'

const videoNotFound = () => notFound('This video does not exist (it may have been deleted).')
const errors = { 400: ApiError, 404: ApiError } as const

/** The landing page's videos (public) and Video Management's (admin): list, add, edit, reorder, delete. */
export const videosRoutes: FastifyPluginAsyncZod = async (app) => {
  const storage = new UploadStorage(app.config.dataDir)
  await app.register(videoUploadRoutes, { storage })

  app.get(
    '/api/public/videos',
    {
      config: { public: true },
      schema: {
        tags: ['videos'],
        summary: 'The active videos for the landing page, first position first',
        response: { 200: z.array(PublicVideo) },
      },
    },
    async () => (await listVideos(app.db, { activeOnly: true })).map(toPublicVideo),
  )

  app.get(
    '/api/videos',
    {
      schema: {
        tags: ['videos'],
        summary: 'Every video, active or hidden, first position first',
        response: { 200: z.array(Video) },
      },
    },
    async () => listVideos(app.db),
  )

  app.post(
    '/api/videos',
    {
      schema: {
        tags: ['videos'],
        summary:
          'Add a YouTube video; any common YouTube address is stored as its privacy-enhanced embed address',
        body: CreateYoutubeVideoBody,
        response: { 201: Video, 400: ApiError, 409: ApiError },
      },
    },
    async (request, reply) => {
      const body = request.body
      const video = await app.db.transaction().execute(async (trx) => {
        await lockVideoOrder(trx)
        await assertRoomForAnotherVideo(trx)
        return insertVideo(trx, { ...body, thumbnailUrl: youtubeThumbnailUrl(body.videoUrl), fileName: null })
      })
      return reply.status(201).send(video)
    },
  )

  app.put(
    '/api/videos/:id',
    {
      schema: {
        tags: ['videos'],
        summary: 'Edit a video; a field left out keeps its value, a new position moves it',
        params: VideoIdParams,
        body: UpdateVideoBody,
        response: { 200: Video, ...errors },
      },
    },
    async (request) => {
      const { videoType, videoUrl, ...changes } = request.body
      return app.db.transaction().execute(async (trx) => {
        await lockVideoOrder(trx)
        const row = await findVideoRow(trx, request.params.id)
        if (!row) throw videoNotFound()
        if (videoType !== undefined && videoType !== row.video_type) {
          throw badRequest('The type of a video cannot change; add a new video instead.', [
            { path: 'videoType', message: 'The type of a video cannot change' },
          ])
        }
        const update: VideoUpdate = { ...changes }
        if (videoUrl !== undefined) {
          if (row.video_type !== 'youtube') {
            throw badRequest('An uploaded video keeps its file; upload a new video to change it.', [
              { path: 'videoUrl', message: 'Only a YouTube video’s address can change' },
            ])
          }
          update.videoUrl = videoUrl
          update.thumbnailUrl = youtubeThumbnailUrl(videoUrl)
        }
        return updateVideo(trx, row, update)
      })
    },
  )

  app.put(
    '/api/videos/:id/position',
    {
      schema: {
        tags: ['videos'],
        summary: 'Move a video to a position (1 is first); the videos in between shift by one',
        params: VideoIdParams,
        body: MoveVideoBody,
        response: { 200: Video, ...errors },
      },
    },
    async (request) =>
      app.db.transaction().execute(async (trx) => {
        await lockVideoOrder(trx)
        const row = await findVideoRow(trx, request.params.id)
        if (!row) throw videoNotFound()
        return moveVideo(trx, row, request.body.position)
      }),
  )

  app.delete(
    '/api/videos/:id',
    {
      schema: {
        tags: ['videos'],
        summary: 'Delete a video and its uploaded file; the videos after it move up',
        params: VideoIdParams,
        response: { 204: z.null().describe('Deleted'), ...errors },
      },
    },
    async (request, reply) => {
      const deleted = await app.db.transaction().execute(async (trx) => {
        await lockVideoOrder(trx)
        const row = await findVideoRow(trx, request.params.id)
        if (!row) throw videoNotFound()
        await deleteVideo(trx, row)
        return row
      })
      // Only once the row is gone for good: a failed delete keeps the file its row points to.
      if (deleted.file_name) await storage.remove(deleted.file_name, request.log)
      return reply.status(204).send(null)
    },
  )
}
