import fs from 'node:fs'
import { pipeline } from 'node:stream/promises'

import type { MultipartFile } from '@fastify/multipart'
import type { FastifyRequest } from 'fastify'

import { PRIVATE_FILE_MODE } from '../../private-files.ts'
import { badRequest, HttpError } from '../../http-errors.ts'
import type { UploadStorage } from './upload-storage.ts'
import { checkFieldsSoFar } from './upload-fields.ts'
import { notVideoContent, VideoContentCheck, type VideoContainer } from './video-content.ts'

export const VIDEO_FIELD = 'video'

export const uploadTooLarge = () =>
  new HttpError(413, 'PAYLOAD_TOO_LARGE', 'The video is larger than 100 MB. Please upload a smaller file.')

const malformed = () =>
  new HttpError(400, 'MALFORMED_MULTIPART', 'The upload could not be read; please send it again as a form.')

export interface ReceivedUpload {
  /** The form's text fields, each sent once. */
  fields: Record<string, unknown>
  /** The file as it arrived, in uploads/.incoming until the caller keeps or removes it. */
  incomingPath: string
  container: VideoContainer
}

/**
 * Reads a multipart upload: exactly one file, in the field `video`, streamed to disk as it arrives (never held
 * in memory), its first bytes checked for video content, at most 100 MB. Text fields may come before or after
 * the file. On any failure the partial file is removed before the error is thrown, so nothing is left behind.
 */
export async function receiveVideoUpload(
  request: FastifyRequest,
  storage: UploadStorage,
): Promise<ReceivedUpload> {
  const fields: Record<string, unknown> = {}
  let received: { incomingPath: string; container: VideoContainer } | undefined
  let writing: string | undefined

  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldnameTruncated || part.valueTruncated)
          throw badRequest(`The field ${part.fieldname} is too long.`)
        if (Object.hasOwn(fields, part.fieldname))
          throw badRequest(`Send the field ${part.fieldname} only once.`)
        fields[part.fieldname] = part.value
        continue
      }
      if (part.fieldname !== VIDEO_FIELD) {
        throw badRequest(`Send the video file in the field named "${VIDEO_FIELD}", not "${part.fieldname}".`)
      }
      if (received) throw badRequest('Send exactly one video file per upload.')
      // Fields sent ahead of the file (as the admin page sends them) are checked before a byte is stored.
      checkFieldsSoFar(fields)
      writing = await storage.newIncomingPath()
      received = { incomingPath: writing, container: await streamToDisk(part, writing) }
    }
  } catch (error) {
    if (writing) await storage.remove(writing, request.log)
    throw asUploadError(error)
  }
  if (!received)
    throw badRequest('Please select a video file to upload', [
      { path: VIDEO_FIELD, message: 'Please select a video file to upload' },
    ])
  return { fields, ...received }
}

/** Streams one file part to `target` through the content check; the 100 MB limit stops it as soon as it is passed. */
async function streamToDisk(part: MultipartFile, target: string): Promise<VideoContainer> {
  const check = new VideoContentCheck()
  const output = fs.createWriteStream(target, { flags: 'wx', mode: PRIVATE_FILE_MODE })
  part.file.once('limit', () => part.file.destroy(uploadTooLarge()))
  try {
    await pipeline(part.file, check, output)
  } catch (error) {
    // The file may still be opening when the stream fails: wait until it is closed, or removing it would race
    // its creation and leave it behind.
    if (!output.closed) await new Promise<void>((resolve) => output.once('close', () => resolve()))
    // A failure to write (a full disk) is ours; anything else came from the request or the content check.
    if (output.errored && error === output.errored) throw error
    throw error instanceof HttpError ? error : malformed()
  }
  if (part.file.truncated) throw uploadTooLarge()
  if (!check.container) throw notVideoContent()
  return check.container
}

/** Busboy's and the multipart plugin's refusals in the API's words; anything unrecognised is a malformed body. */
function asUploadError(error: unknown): unknown {
  if (error instanceof HttpError) return error
  const code = (error as { code?: unknown }).code
  if (code === 'FST_FILES_LIMIT') return badRequest('Send exactly one video file per upload.')
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
    return badRequest('The upload has too many fields.')
  if (code === 'FST_REQ_FILE_TOO_LARGE') return uploadTooLarge()
  if (code === 'FST_PROTO_VIOLATION') return badRequest('The upload has a field name that is not allowed.')
  // A write error (ENOSPC, EACCES …) has a system code: a 500, logged, not the sender's fault.
  if (typeof code === 'string' && /^E[A-Z]+$/.test(code)) return error
  return malformed()
}
