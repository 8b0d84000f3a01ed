import fs from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'

import type { LightMyRequestResponse } from 'fastify'

import type { TestApp } from '../../test/test-app.ts'

const FIXTURES = path.resolve(import.meta.dirname, '../../../../tests/fixtures/video')
/** Two-second test-pattern clips made with ffmpeg (tests/fixtures/video/README.md). */
export const MP4_CLIP = fs.readFileSync(path.join(FIXTURES, 'sharpening-clip.mp4'))
export const WEBM_CLIP = fs.readFileSync(path.join(FIXTURES, 'sharpening-clip.webm'))

export interface FilePart {
  name: string
  data: Buffer
  filename?: string
  type?: string
}
/** A multipart part: a text field, or a file. */
export type Part = [name: string, value: string] | FilePart

/** Encodes parts as multipart/form-data the way a browser does, through the platform's own FormData. */
export async function multipartBody(parts: Part[]): Promise<{ body: Buffer; contentType: string }> {
  const form = new FormData()
  for (const part of parts) {
    if (Array.isArray(part)) form.append(part[0], part[1])
    else
      form.append(
        part.name,
        new Blob([new Uint8Array(part.data)], { type: part.type ?? 'video/mp4' }),
        part.filename ?? 'clip.mp4',
      )
  }
  const encoded = new Response(form)
  return {
    body: Buffer.from(await encoded.arrayBuffer()),
    contentType: encoded.headers.get('content-type') ?? '',
  }
}

export const titleFields = (title = 'Sharpening a chef knife'): Part[] => [
  ['title', title],
  ['description', 'From dull to shaving-sharp in two minutes.'],
  ['category', 'Process'],
]

export async function postUpload(t: TestApp, cookie: string, parts: Part[]): Promise<LightMyRequestResponse> {
  const { body, contentType } = await multipartBody(parts)
  return t.request({
    method: 'POST',
    url: '/api/videos/upload',
    cookie,
    headers: { 'content-type': contentType },
    payload: body,
  })
}

/**
 * A multipart upload whose file is `size` bytes, produced as it is read: a real MP4 start, then zeros. Nothing
 * of that size is ever held in memory, by the test or (the point) by the server.
 */
export function streamedUpload(size: number, fields: Array<[string, string]> = [['title', 'Too big']]) {
  const boundary = '----knife-test-boundary-7d2f1a'
  const head =
    fields
      .map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      )
      .join('') +
    `--${boundary}\r\nContent-Disposition: form-data; name="video"; filename="big.mp4"\r\nContent-Type: video/mp4\r\n\r\n`
  const tail = `\r\n--${boundary}--\r\n`
  let fileBytesRead = 0
  async function* generate() {
    yield Buffer.from(head)
    const start = MP4_CLIP.subarray(0, 64)
    fileBytesRead += start.length
    yield start
    const chunk = Buffer.alloc(1024 * 1024)
    for (let left = size - start.length; left > 0; left -= chunk.length) {
      const next = left >= chunk.length ? chunk : chunk.subarray(0, left)
      fileBytesRead += next.length
      yield next
    }
    yield Buffer.from(tail)
  }
  return {
    payload: Readable.from(generate()),
    contentType: `multipart/form-data; boundary=${boundary}`,
    /** How much of the file the server had asked for, to show it read up to the limit and no further. */
    fileBytesRead: () => fileBytesRead,
  }
}

/** Every file under DATA_DIR/uploads, partial ones included, to show a refused upload left nothing. */
export function filesInUploads(dataDir: string): string[] {
  const dir = path.join(dataDir, 'uploads')
  if (!fs.existsSync(dir)) return []
  return (fs.readdirSync(dir, { recursive: true }) as string[])
    .filter((name) => fs.statSync(path.join(dir, name)).isFile())
    .sort()
}

export async function videoRowCount(t: TestApp): Promise<number> {
  const row = await t.app.db
    .selectFrom('videos')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

export const YOUTUBE_ID = 'dQw4w9WgXcQ'
export const YOUTUBE_EMBED = `https://www.youtube-nocookie.com/embed/${YOUTUBE_ID}`

export function postYoutube(t: TestApp, cookie: string, body: Record<string, unknown>) {
  return t.request({
    method: 'POST',
    url: '/api/videos',
    cookie,
    payload: {
      title: 'Customer review',
      category: 'Testimonials',
      videoUrl: `https://youtu.be/${YOUTUBE_ID}`,
      ...body,
    },
  })
}
