import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'

import { createTestApp, type TestApp } from '../../test/test-app.ts'
import { postYoutube } from './videos-test-support.ts'

let t: TestApp
let cookie: string
beforeAll(async () => {
  t = await createTestApp()
  cookie = await t.login()
})
afterAll(() => t.close())

/** Titles A, B, C, D at positions 1 to 4; answers their ids by title. */
async function addFour(): Promise<Record<string, number>> {
  const ids: Record<string, number> = {}
  for (const title of ['A', 'B', 'C', 'D']) ids[title] = (await postYoutube(t, cookie, { title })).json().id
  return ids
}
let ids: Record<string, number>
beforeEach(async () => {
  await t.app.db.deleteFrom('videos').execute()
  ids = await addFour()
})

/** The admin list as "title:position", which must always run 1 … n. */
async function order(): Promise<string[]> {
  const videos: Array<{ title: string; position: number }> = (
    await t.request({ method: 'GET', url: '/api/videos', cookie })
  ).json()
  return videos.map((video) => `${video.title}:${video.position}`)
}

const move = (title: string, position: number) =>
  t.request({ method: 'PUT', url: `/api/videos/${ids[title]}/position`, cookie, payload: { position } })

describe('PUT /api/videos/:id/position', () => {
  it('moves a video up one place, swapping it with the one above', async () => {
    const response = await move('C', 2)
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toMatchObject({ title: 'C', position: 2 })
    expect(await order()).toEqual(['A:1', 'C:2', 'B:3', 'D:4'])
  })

  it('moves the first video down and the last one up (both ends)', async () => {
    expect((await move('A', 2)).statusCode).toBe(200)
    expect(await order()).toEqual(['B:1', 'A:2', 'C:3', 'D:4'])
    expect((await move('D', 3)).statusCode).toBe(200)
    expect(await order()).toEqual(['B:1', 'A:2', 'D:3', 'C:4'])
  })

  it('keeps the first video first when asked to move above it, and the last last below it', async () => {
    expect((await move('A', 1)).json()).toMatchObject({ position: 1 })
    expect((await move('D', 5)).json()).toMatchObject({ position: 4 })
    expect(await order()).toEqual(['A:1', 'B:2', 'C:3', 'D:4'])
  })

  it.each([0, -1, 101, 1.5, '2', null])(
    'refuses position %j with 400 and moves nothing',
    async (position) => {
      const response = await t.request({
        method: 'PUT',
        url: `/api/videos/${ids.B}/position`,
        cookie,
        payload: { position },
      })
      expect(response.statusCode).toBe(400)
      expect(await order()).toEqual(['A:1', 'B:2', 'C:3', 'D:4'])
    },
  )

  it('answers 404 for a video that does not exist', async () => {
    const response = await t.request({
      method: 'PUT',
      url: '/api/videos/424242/position',
      cookie,
      payload: { position: 1 },
    })
    expect(response.statusCode).toBe(404)
  })
})

describe('positions stay 1 … n through every change', () => {
  it('adds a video at the position asked, moving the rest down; past the end it goes last', async () => {
    await postYoutube(t, cookie, { title: 'New', position: 2 })
    expect(await order()).toEqual(['A:1', 'New:2', 'B:3', 'C:4', 'D:5'])
    await postYoutube(t, cookie, { title: 'Last', position: 99 })
    expect((await order()).at(-1)).toBe('Last:6')
  })

  it('moves a video by editing its position', async () => {
    await t.request({
      method: 'PUT',
      url: `/api/videos/${ids.A}`,
      cookie,
      payload: { title: 'A', position: 3 },
    })
    expect(await order()).toEqual(['B:1', 'C:2', 'A:3', 'D:4'])
  })

  it('closes the gap a deleted video leaves', async () => {
    await t.request({ method: 'DELETE', url: `/api/videos/${ids.B}`, cookie })
    expect(await order()).toEqual(['A:1', 'C:2', 'D:3'])
  })

  it('keeps them whole when moves and additions race each other', async () => {
    const titles = ['A', 'B', 'C', 'D']
    for (let round = 0; round < 5; round++) {
      await Promise.all([
        ...Array.from({ length: 12 }, (_, i) => move(titles[(i + round) % 4]!, ((i * 7 + round) % 4) + 1)),
        postYoutube(t, cookie, { title: `New ${round}`, position: 1 + (round % 3) }),
      ])
      const positions = (await order()).map((entry) => Number(entry.split(':')[1]))
      expect(positions).toEqual(positions.map((_, index) => index + 1))
    }
  })
})
