import multipart from '@fastify/multipart'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

import { ApiError } from '../../../shared/api-error.schema.ts'
import { MAX_VIDEO_UPLOAD_BYTES, Video } from '../../../shared/video.schema.ts'
import { HttpError } from '../../http-errors.ts'
import { receiveVideoUpload, uploadTooLarge } from './receive-video-upload.ts'
import { parseUploadFields } from './upload-fields.ts'
import type { UploadStorage } from './upload-storage.ts'
import { lockVideoOrder } from './video-order.ts'
import { assertRoomForAnotherVideo } from './video-limit.ts'
import { insertVideo } from './videos.repository.ts'

/** Room for the form's text fields and the multipart boundaries around a file of the largest size. */
const FORM_OVERHEAD_BYTES = 1024 * 1024

/**
 * POST /api/videos/upload, in a scope of its own: multipart parsing is registered here only, so every other
 * route keeps accepting JSON alone.
 */
export const videoUploadRoutes: FastifyPluginAsyncZod<{ storage: UploadStorage }> = async (
  app,
  { storage },
) => {
  storage.prepare()
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: {
      fileSize: MAX_VIDEO_UPLOAD_BYTES,
      // Two, so a second file is seen and refused as such (400) rather than as a limit.
      files: 2,
      fields: 20,
      parts: 24,
      fieldSize: 16 * 1024,
      fieldNameSize: 100,
      headerPairs: 20,
    },
  })

  app.post(
    '/api/videos/upload',
    {
      schema: {
        tags: ['videos'],
        summary:
          'Upload a video file (multipart: the file in the field "video", then title, description, category, position, isActive, videoType); at most 100 MB, MP4, MOV, WebM or Ogg',
        consumes: ['multipart/form-data'],
        response: { 201: Video, 400: ApiError, 409: ApiError, 413: ApiError, 415: ApiError },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) {
        throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the video as multipart/form-data.')
      }
      // A body announced as too large is refused before a byte of it is read.
      const announced = Number(request.headers['content-length'])
      if (announced > MAX_VIDEO_UPLOAD_BYTES + FORM_OVERHEAD_BYTES) throw uploadTooLarge()
      // Checked again when the video is added; this spares the admin a long upload that cannot be kept.
      await assertRoomForAnotherVideo(app.db)

      const upload = await receiveVideoUpload(request, storage)
      let fileName: string | undefined
      try {
        const fields = parseUploadFields(upload.fields)
        fileName = await storage.keep(upload.incomingPath, upload.container.extension)
        const stored = fileName
        const video = await app.db.transaction().execute(async (trx) => {
          await lockVideoOrder(trx)
          await assertRoomForAnotherVideo(trx)
          return insertVideo(trx, {
            ...fields,
            videoUrl: storage.urlOf(stored),
            thumbnailUrl: null,
            fileName: stored,
          })
        })
        return await reply.status(201).send(video)
      } catch (error) {
        await storage.remove(fileName ?? upload.incomingPath, request.log)
        throw error
      }
    },
  )
}
