import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { createTestApp, type TestApp } from '../../test/test-app.ts'
import {
  filesInUploads,
  MP4_CLIP,
  postUpload,
  postYoutube,
  titleFields,
  YOUTUBE_EMBED,
  YOUTUBE_ID,
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
})

const adminList = async () => (await t.request({ method: 'GET', url: '/api/videos', cookie })).json()
const publicList = async () => (await t.request({ method: 'GET', url: '/api/public/videos' })).json()

describe('POST /api/videos (YouTube)', () => {
  it.each([
    `https://www.youtube.com/watch?v=${YOUTUBE_ID}`,
    `https://m.youtube.com/watch?v=${YOUTUBE_ID}&t=30s`,
    `https://youtu.be/${YOUTUBE_ID}?si=share`,
    `https://www.youtube.com/embed/${YOUTUBE_ID}`,
    `https://www.youtube.com/shorts/${YOUTUBE_ID}`,
  ])('stores %s as the privacy-enhanced embed address', async (videoUrl) => {
    const response = await postYoutube(t, cookie, { videoUrl })
    expect(response.statusCode, response.body).toBe(201)
    expect(response.json()).toMatchObject({
      videoType: 'youtube',
      videoUrl: YOUTUBE_EMBED,
      thumbnailUrl: `https://i.ytimg.com/vi/${YOUTUBE_ID}/hqdefault.jpg`,
      category: 'Testimonials',
      isActive: true,
      position: 1,
    })
  })

  it('accepts embedUrl, the spec edit form’s name, for videoUrl', async () => {
    const response = await postYoutube(t, cookie, {
      videoUrl: undefined,
      embedUrl: `https://youtu.be/${YOUTUBE_ID}`,
    })
    expect(response.statusCode, response.body).toBe(201)
    expect(response.json().videoUrl).toBe(YOUTUBE_EMBED)
  })

  it('answers the spec’s message on videoUrl when the address is missing', async () => {
    const response = await postYoutube(t, cookie, { videoUrl: '  ' })
    expect(response.statusCode).toBe(400)
    expect(response.json().issues).toContainEqual({
      path: 'videoUrl',
      message: 'YouTube URL is required when using YouTube video type',
    })
  })
})

describe('the lists', () => {
  it('give the admin every video and the landing page the active ones, without admin fields', async () => {
    await postYoutube(t, cookie, { title: 'Shown' })
    await postYoutube(t, cookie, { title: 'Hidden', isActive: false })
    expect((await adminList()).map((v: { title: string }) => v.title)).toEqual(['Shown', 'Hidden'])
    const landing = await publicList()
    expect(landing).toEqual([
      {
        id: expect.any(Number),
        title: 'Shown',
        description: null,
        videoType: 'youtube',
        videoUrl: YOUTUBE_EMBED,
        thumbnailUrl: expect.any(String),
        position: 1,
        isActive: true,
      },
    ])
  })
})

describe('PUT /api/videos/:id', () => {
  it('edits the fields given, keeps the rest, and can hide a video from the landing page', async () => {
    const created = (await postYoutube(t, cookie, { description: 'Kept' })).json()
    const response = await t.request({
      method: 'PUT',
      url: `/api/videos/${created.id}`,
      cookie,
      payload: {
        title: 'Renamed',
        category: 'process',
        isActive: false,
        embedUrl: 'youtube.com/shorts/abcdefghijk',
      },
    })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toMatchObject({
      title: 'Renamed',
      description: 'Kept',
      category: 'Process',
      isActive: false,
      videoUrl: 'https://www.youtube-nocookie.com/embed/abcdefghijk',
    })
    expect(await publicList()).toEqual([])
  })

  it('refuses to change a video’s type, or an uploaded video’s address, and changes nothing', async () => {
    const upload = (await postUpload(t, cookie, [...titleFields(), { name: 'video', data: MP4_CLIP }])).json()
    for (const payload of [
      { title: 'x', videoType: 'youtube' },
      { title: 'x', videoUrl: `https://youtu.be/${YOUTUBE_ID}` },
    ]) {
      const response = await t.request({ method: 'PUT', url: `/api/videos/${upload.id}`, cookie, payload })
      expect(response.statusCode).toBe(400)
    }
    expect((await adminList())[0]).toEqual(upload)
  })

  it('answers 404 for a video that does not exist', async () => {
    const response = await t.request({
      method: 'PUT',
      url: '/api/videos/999999',
      cookie,
      payload: { title: 'x' },
    })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' })
  })
})

describe('DELETE /api/videos/:id', () => {
  it('removes an uploaded video and its file', async () => {
    const before = filesInUploads(t.config.dataDir)
    const upload = (await postUpload(t, cookie, [...titleFields(), { name: 'video', data: MP4_CLIP }])).json()
    expect(filesInUploads(t.config.dataDir)).toHaveLength(before.length + 1)
    const response = await t.request({ method: 'DELETE', url: `/api/videos/${upload.id}`, cookie })
    expect(response.statusCode).toBe(204)
    expect(filesInUploads(t.config.dataDir)).toEqual(before)
    expect(await adminList()).toEqual([])
    expect((await t.request({ method: 'GET', url: upload.videoUrl })).statusCode).toBe(404)
  })

  it('answers 404 the second time', async () => {
    const created = (await postYoutube(t, cookie, {})).json()
    expect((await t.request({ method: 'DELETE', url: `/api/videos/${created.id}`, cookie })).statusCode).toBe(
      204,
    )
    expect((await t.request({ method: 'DELETE', url: `/api/videos/${created.id}`, cookie })).statusCode).toBe(
      404,
    )
  })
})
