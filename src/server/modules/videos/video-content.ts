import { Transform, type TransformCallback } from 'node:stream'

import { fileTypeFromBuffer } from 'file-type'

import { HttpError } from '../../http-errors.ts'

export interface VideoContainer {
  /** The extension the stored file gets; it decides the Content-Type it is served with. */
  extension: '.mp4' | '.mov' | '.webm' | '.mkv' | '.ogv'
}

/**
 * Enough of the start of a file for file-type to tell its container: the sample size it asks for, which holds an
 * ISO media 'ftyp' box, a Matroska header's DocType and an Ogg stream's first codec header.
 */
export const SNIFF_BYTES = 4100

/** The containers the landing page's player opens, as file-type names them, and the extension each is kept with. */
const PLAYABLE: Readonly<Record<string, VideoContainer['extension']>> = {
  mp4: '.mp4',
  m4v: '.mp4',
  mov: '.mov',
  webm: '.webm',
  mkv: '.mkv',
  ogv: '.ogv',
}

/**
 * The container a file's first bytes declare (read by file-type), or null when they are not a video the landing
 * page's player can open: still images and audio in the same containers (HEIC, AVIF, M4A, Ogg Vorbis) included.
 * The sender's file name and Content-Type are never trusted.
 */
export async function sniffVideoContainer(head: Uint8Array): Promise<VideoContainer | null> {
  const type = await fileTypeFromBuffer(head)
  const extension = type && Object.hasOwn(PLAYABLE, type.ext) ? PLAYABLE[type.ext] : undefined
  return extension ? { extension } : null
}

export const notVideoContent = () =>
  new HttpError(
    415,
    'UNSUPPORTED_MEDIA_TYPE',
    'The file is not a video we can show. Please upload an MP4, MOV, WebM or Ogg video.',
  )

/**
 * Passes a file through unchanged once its first bytes show a video container, and fails the stream (415)
 * before anything past them is passed on when they do not.
 */
export class VideoContentCheck extends Transform {
  container: VideoContainer | null = null
  private head: Buffer[] = []
  private headLength = 0

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    if (this.container) return callback(null, chunk)
    this.head.push(chunk)
    this.headLength += chunk.length
    if (this.headLength < SNIFF_BYTES) return callback()
    this.decide(callback)
  }

  override _flush(callback: TransformCallback): void {
    if (this.container) return callback()
    this.decide(callback)
  }

  private decide(callback: TransformCallback): void {
    const head = Buffer.concat(this.head)
    this.head = []
    sniffVideoContainer(head).then(
      (container) => {
        this.container = container
        if (!container) return callback(notVideoContent())
        callback(null, head)
      },
      () => callback(notVideoContent()),
    )
  }
}
