import { Transform, type TransformCallback } from 'node:stream'

import { HttpError } from '../../http-errors.ts'

export interface VideoContainer {
  /** The extension the stored file gets; it decides the Content-Type it is served with. */
  extension: '.mp4' | '.mov' | '.webm' | '.mkv' | '.ogv'
}

/** Enough of the start of a file to tell its container, including a Matroska header's DocType. */
export const SNIFF_BYTES = 64

/** ISO media brands that are still images or audio alone: an 'ftyp' box, but no video to show. */
const NOT_VIDEO_BRANDS = new Set([
  'heic',
  'heix',
  'heim',
  'heis',
  'hevc',
  'mif1',
  'msf1',
  'avif',
  'M4A ',
  'M4B ',
  'M4P ',
])

/**
 * The container a file's first bytes declare, or null when they are not a video the landing page's player can
 * open: ISO media (MP4, MOV: an 'ftyp' box at offset 4), WebM/Matroska (the EBML magic 1A 45 DF A3) or Ogg.
 * The sender's file name and Content-Type are never trusted.
 */
export function sniffVideoContainer(head: Buffer): VideoContainer | null {
  if (head.length >= 12 && head.toString('latin1', 4, 8) === 'ftyp') {
    const brand = head.toString('latin1', 8, 12)
    if (NOT_VIDEO_BRANDS.has(brand)) return null
    return { extension: brand === 'qt  ' ? '.mov' : '.mp4' }
  }
  if (head.length >= 4 && head.readUInt32BE(0) === 0x1a45dfa3) {
    // The EBML header names its DocType near the start: "webm", or "matroska" for other Matroska files.
    return { extension: head.includes('matroska', 0, 'latin1') ? '.mkv' : '.webm' }
  }
  if (head.length >= 4 && head.toString('latin1', 0, 4) === 'OggS') return { extension: '.ogv' }
  return null
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
    this.container = sniffVideoContainer(head)
    if (!this.container) return callback(notVideoContent())
    callback(null, head)
  }
}
