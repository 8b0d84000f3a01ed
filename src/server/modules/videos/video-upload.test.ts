import fs from 'node:fs'
import http from 'node:http'
import path from 'node:path'

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { MAX_VIDEO_UPLOAD_BYTES } from '../../../shared/video.schema.ts'
import { createTestApp, type TestApp } from '../../test/test-app.ts'
import {
  filesInUploads,
  MP4_CLIP,
  postUpload,
  streamedUpload,
  titleFields,
  videoRowCount,
  WEBM_CLIP,
} from './videos-test-support.ts'

let t: TestApp
let cookie: string
beforeAll(async () => {
  t = await createTestApp()
  cookie = await t.login()
})
afterAll(() => t.close())
beforeEach(async () => {
  await t.app.db.deleteFrom('videos').execute()
  // Also shows an upload still works when the folder was removed after start (it is made again).
  fs.rmSync(path.join(t.config.dataDir, 'uploads'), { recursive: true, force: true })
})

const ERROR_SHAPE = { error: expect.any(String), code: expect.stringMatching(/^[A-Z_]+$/) }

describe('POST /api/videos/upload', () => {
  it('stores a real MP4 under a name of its own choosing and answers the video', async () => {
    const response = await postUpload(t, cookie, [
      ...titleFields(),
      ['position', '1'],
      ['isActive', 'true'],
      ['videoType', 'file'],
      { name: 'video', data: MP4_CLIP, filename: '../../etc/passwd.mp4' },
    ])
    expect(response.statusCode, response.body).toBe(201)
    const video = response.json()
    expect(video).toMatchObject({
      title: 'Sharpening a chef knife',
      description: 'From dull to shaving-sharp in two minutes.',
      category: 'Process',
      position: 1,
      isActive: true,
      videoType: 'file',
      thumbnailUrl: null,
    })
    expect(video.videoUrl).toMatch(/^\/uploads\/[0-9a-f-]{36}\.mp4$/)
    const stored = filesInUploads(t.config.dataDir)
    expect(stored).toEqual([video.videoUrl.slice('/uploads/'.length)])
    expect(fs.readFileSync(path.join(t.config.dataDir, 'uploads', stored[0]!))).toEqual(MP4_CLIP)
  })

  it('takes the fields after the file as well, in any case for the category', async () => {
    const response = await postUpload(t, cookie, [
      { name: 'video', data: WEBM_CLIP, filename: 'clip.webm', type: 'video/webm' },
      ['title', 'Before and after'],
      ['category', 'results'],
      ['isActive', 'false'],
    ])
    expect(response.statusCode, response.body).toBe(201)
    expect(response.json()).toMatchObject({ category: 'Results', isActive: false, description: null })
    expect(response.json().videoUrl).toMatch(/\.webm$/)
  })

  const sendStreamed = (upload: ReturnType<typeof streamedUpload>) =>
    t.request({
      method: 'POST',
      url: '/api/videos/upload',
      cookie,
      headers: { 'content-type': upload.contentType },
      payload: upload.payload,
    })

  it('refuses a file of 100 MB and 1 byte with 413 while it streams, and leaves no file', async () => {
    const upload = streamedUpload(MAX_VIDEO_UPLOAD_BYTES + 1)
    const response = await sendStreamed(upload)
    expect(response.statusCode, response.body).toBe(413)
    expect(response.json()).toMatchObject({ ...ERROR_SHAPE, code: 'PAYLOAD_TOO_LARGE' })
    // Refused by the size limit itself, after reading up to it: not by anything announced up front.
    expect(upload.fileBytesRead()).toBeGreaterThanOrEqual(MAX_VIDEO_UPLOAD_BYTES)
    expect(filesInUploads(t.config.dataDir)).toEqual([])
    expect(await videoRowCount(t)).toBe(0)
  }, 30_000)

  it('keeps a file of exactly 100 MB', async () => {
    const response = await sendStreamed(streamedUpload(MAX_VIDEO_UPLOAD_BYTES))
    expect(response.statusCode, response.body).toBe(201)
    const [stored] = filesInUploads(t.config.dataDir)
    expect(fs.statSync(path.join(t.config.dataDir, 'uploads', stored!)).size).toBe(MAX_VIDEO_UPLOAD_BYTES)
  }, 30_000)

  it('removes the partial file when the sender goes away mid-upload', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = new URL(address)
    const boundary = 'knife-abort-test'
    const request = http.request({
      host: '127.0.0.1',
      port: Number(port),
      method: 'POST',
      path: '/api/videos/upload',
      headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
    })
    request.on('error', () => {})
    request.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nHalf a video\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="video"; filename="a.mp4"\r\n\r\n`,
    )
    request.write(MP4_CLIP)
    // The file has started to arrive: the server holds a partial file for it.
    await expect.poll(() => filesInUploads(t.config.dataDir).length).toBe(1)
    request.destroy()
    await expect.poll(() => filesInUploads(t.config.dataDir)).toEqual([])
    expect(await videoRowCount(t)).toBe(0)
  })

  it('refuses a body announced as far too large before reading it', async () => {
    const { body, contentType } = { body: 'x', contentType: 'multipart/form-data; boundary=abc' }
    const response = await t.request({
      method: 'POST',
      url: '/api/videos/upload',
      cookie,
      headers: { 'content-type': contentType, 'content-length': String(2 * MAX_VIDEO_UPLOAD_BYTES) },
      payload: body,
    })
    expect(response.statusCode).toBe(413)
  })

  it('refuses a text file named .mp4 with 415 and leaves no file', async () => {
    const response = await postUpload(t, cookie, [
      ...titleFields(),
      {
        name: 'video',
        data: Buffer.from('This is not a video, whatever its name says.\n'.repeat(50)),
        filename: 'notes.mp4',
      },
    ])
    expect(response.statusCode).toBe(415)
    expect(response.json()).toMatchObject({ ...ERROR_SHAPE, code: 'UNSUPPORTED_MEDIA_TYPE' })
    expect(filesInUploads(t.config.dataDir)).toEqual([])
    expect(await videoRowCount(t)).toBe(0)
  })

  it.each([
    [
      'an HEIC photo',
      Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic'), Buffer.alloc(64)]),
    ],
    ['an empty file', Buffer.alloc(0)],
    ['a PNG', Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'), Buffer.alloc(64)])],
  ])('refuses %s with 415', async (_name, data) => {
    const response = await postUpload(t, cookie, [...titleFields(), { name: 'video', data }])
    expect(response.statusCode).toBe(415)
    expect(filesInUploads(t.config.dataDir)).toEqual([])
  })

  it('refuses anything but multipart with 415', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/videos/upload',
      cookie,
      payload: { title: 'x' },
    })
    expect(response.statusCode).toBe(415)
    expect(response.json()).toMatchObject(ERROR_SHAPE)
  })

  it('answers 401 to a signed-out upload without storing it', async () => {
    const response = await postUpload(t, '', [...titleFields(), { name: 'video', data: MP4_CLIP }])
    expect(response.statusCode).toBe(401)
    expect(filesInUploads(t.config.dataDir)).toEqual([])
  })
})
