import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createTestApp, type TestApp } from '../../test/test-app.ts'
import {
  filesInUploads,
  MP4_CLIP,
  postUpload,
  postYoutube,
  titleFields,
  videoRowCount,
  type Part,
} from './videos-test-support.ts'

let t: TestApp
let cookie: string
beforeAll(async () => {
  t = await createTestApp()
  cookie = await t.login()
})
afterAll(() => t.close())

const ERROR_SHAPE = { error: expect.any(String), code: expect.stringMatching(/^[A-Z_]+$/) }
const clip = (name = 'video'): Part => ({ name, data: MP4_CLIP })

/** Sends a request that must be refused, and checks the refusal changed nothing: no row, no file. */
async function expectRefused(
  send: () => Promise<{ statusCode: number; body: string }>,
  status: number,
  message?: string | RegExp,
) {
  const rowsBefore = await videoRowCount(t)
  const filesBefore = filesInUploads(t.config.dataDir)
  const response = await send()
  expect(response.statusCode, response.body).toBe(status)
  const body = JSON.parse(response.body)
  expect(body).toMatchObject(ERROR_SHAPE)
  if (message) expect(body.error).toMatch(message)
  expect(await videoRowCount(t)).toBe(rowsBefore)
  expect(filesInUploads(t.config.dataDir)).toEqual(filesBefore)
}

describe('POST /api/videos/upload refuses bad input with a 4xx and stores nothing', () => {
  it.each<[string, Part[], number, string | RegExp]>([
    ['a missing title', [['description', 'no title'], clip()], 400, 'Title is required'],
    ['a blank title', [['title', '   '], clip()], 400, 'Title is required'],
    ['a missing title after the file', [clip(), ['category', 'Process']], 400, 'Title is required'],
    [
      'an unknown category',
      [...titleFields().slice(0, 1), ['category', 'Bloopers'], clip()],
      400,
      'Category must be Process, Results or Testimonials',
    ],
    ['position 0', [...titleFields(), ['position', '0'], clip()], 400, 'Position must be between 1 and 100'],
    [
      'position 101',
      [...titleFields(), ['position', '101'], clip()],
      400,
      'Position must be between 1 and 100',
    ],
    [
      'a position that is not a number',
      [...titleFields(), ['position', 'first'], clip()],
      400,
      'Position must be a number',
    ],
    [
      'position 101 after the file',
      [...titleFields(), clip(), ['position', '101']],
      400,
      'Position must be between 1 and 100',
    ],
    [
      'isActive that is not a flag',
      [...titleFields(), ['isActive', 'maybe'], clip()],
      400,
      'Active must be true or false',
    ],
    ['the YouTube type', [...titleFields(), ['videoType', 'youtube'], clip()], 400, /type file/],
    ['two files', [...titleFields(), clip(), clip()], 400, 'Send exactly one video file per upload.'],
    [
      'three files',
      [...titleFields(), clip(), clip(), clip()],
      400,
      'Send exactly one video file per upload.',
    ],
    ['no file', titleFields(), 400, 'Please select a video file to upload'],
    ['the file under another name', [...titleFields(), clip('file')], 400, /field named "video"/],
    [
      'a field sent twice',
      [...titleFields(), ['title', 'again'], clip()],
      400,
      'Send the field title only once.',
    ],
    [
      'a title with a NUL',
      [['title', 'Edge\u0000case'], clip()],
      400,
      'Title contains characters that are not allowed',
    ],
  ])('%s', async (_name, parts, status, message) => {
    await expectRefused(() => postUpload(t, cookie, parts), status, message)
  })

  it('an over-long field', async () => {
    await expectRefused(
      () => postUpload(t, cookie, [['title', 'x'.repeat(20_000)], clip()]),
      400,
      'The field title is too long.',
    )
  })

  it.each([
    ['no boundary', 'multipart/form-data', 'whatever'],
    [
      'a body cut short',
      'multipart/form-data; boundary=xyz',
      '--xyz\r\nContent-Disposition: form-data; name="video"; filename="a.mp4"\r\n\r\n\u0000\u0000\u0000\u0018ftypisom',
    ],
    ['garbage', 'multipart/form-data; boundary=xyz', '\u0000\u0001 not multipart at all'],
    ['an empty body', 'multipart/form-data; boundary=xyz', ''],
  ])('a malformed body (%s)', async (_name, contentType, payload) => {
    const send = () =>
      t.request({
        method: 'POST',
        url: '/api/videos/upload',
        cookie,
        headers: { 'content-type': contentType },
        payload,
      })
    const rowsBefore = await videoRowCount(t)
    const response = await send()
    expect(response.statusCode, response.body).toBeGreaterThanOrEqual(400)
    expect(response.statusCode, response.body).toBeLessThan(500)
    expect(await videoRowCount(t)).toBe(rowsBefore)
    expect(filesInUploads(t.config.dataDir)).toEqual([])
  })
})

describe('the JSON routes refuse bad input with a 4xx and change nothing', () => {
  it.each<[string, Record<string, unknown>, string]>([
    ['a missing title', { title: undefined }, 'Title is required'],
    ['an unknown category', { category: 'Bloopers' }, 'Category must be Process, Results or Testimonials'],
    ['position 0', { position: 0 }, 'Position must be between 1 and 100'],
    ['position 101', { position: 101 }, 'Position must be between 1 and 100'],
    [
      'a javascript: videoUrl',
      { videoUrl: 'javascript:alert(document.cookie)' },
      'Please enter a valid YouTube URL',
    ],
    [
      'a YouTube look-alike host',
      { videoUrl: 'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ' },
      'Please enter a valid YouTube URL',
    ],
    ['a file type', { videoType: 'file' }, 'Add a file video by uploading it'],
    ['a missing address', { videoUrl: undefined }, 'YouTube URL is required when using YouTube video type'],
  ])('POST /api/videos with %s', async (_name, change, message) => {
    await expectRefused(() => postYoutube(t, cookie, change), 400, new RegExp(`^${message}`))
  })

  it('PUT /api/videos/:id with a javascript: address, position 0, an unknown category or no title', async () => {
    const created = (await postYoutube(t, cookie, {})).json()
    for (const payload of [
      { title: 'x', videoUrl: 'javascript:alert(1)' },
      { title: 'x', position: 0 },
      { title: 'x', category: 'Bloopers' },
      { description: 'no title' },
      { title: 'x', isActive: 'yes' },
    ]) {
      await expectRefused(
        () => t.request({ method: 'PUT', url: `/api/videos/${created.id}`, cookie, payload }),
        400,
      )
    }
    const [stored] = (await t.request({ method: 'GET', url: '/api/videos', cookie })).json()
    expect(stored).toEqual(created)
  })

  it.each(['abc', '0', '-1', '1.5', '99999999999999999999'])('a video id of %j', async (id) => {
    const response = await t.request({ method: 'DELETE', url: `/api/videos/${id}`, cookie })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject(ERROR_SHAPE)
  })
})
