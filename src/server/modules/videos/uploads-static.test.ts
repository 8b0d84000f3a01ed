import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { createTestApp, type TestApp } from '../../test/test-app.ts'
import { MP4_CLIP, postUpload, titleFields } from './videos-test-support.ts'

let t: TestApp
let url: string
// A built client, so the test shows a missing upload is not answered with the web app's index.html.
const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'knife-client-'))
fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>app</title>')

beforeAll(async () => {
  t = await createTestApp({ clientDir })
  const response = await postUpload(t, await t.login(), [...titleFields(), { name: 'video', data: MP4_CLIP }])
  expect(response.statusCode, response.body).toBe(201)
  url = response.json().videoUrl
})
afterAll(async () => {
  await t.close()
  fs.rmSync(clientDir, { recursive: true, force: true })
})

describe('GET /uploads/<file>', () => {
  it('serves the whole file to anyone, cached for a year, as video/mp4 that may not be sniffed', async () => {
    const response = await t.request({ method: 'GET', url })
    expect(response.statusCode).toBe(200)
    expect(response.rawPayload).toEqual(MP4_CLIP)
    expect(response.headers['content-type']).toBe('video/mp4')
    expect(response.headers['accept-ranges']).toBe('bytes')
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(response.headers['x-content-type-options']).toBe('nosniff')
  })

  it('answers a Range request with 206 and exactly those bytes', async () => {
    const response = await t.request({ method: 'GET', url, headers: { range: 'bytes=100-1123' } })
    expect(response.statusCode).toBe(206)
    expect(response.headers['content-range']).toBe(`bytes 100-1123/${MP4_CLIP.length}`)
    expect(response.headers['content-length']).toBe('1024')
    expect(response.rawPayload).toEqual(MP4_CLIP.subarray(100, 1124))
  })

  it('answers an open-ended and a suffix range too, as a player asks for them', async () => {
    const tail = await t.request({ method: 'GET', url, headers: { range: 'bytes=-16' } })
    expect(tail.statusCode).toBe(206)
    expect(tail.rawPayload).toEqual(MP4_CLIP.subarray(MP4_CLIP.length - 16))
    const rest = await t.request({ method: 'GET', url, headers: { range: `bytes=${MP4_CLIP.length - 10}-` } })
    expect(rest.statusCode).toBe(206)
    expect(rest.rawPayload).toEqual(MP4_CLIP.subarray(MP4_CLIP.length - 10))
  })

  it('answers 416 to a range past the end', async () => {
    const response = await t.request({
      method: 'GET',
      url,
      headers: { range: `bytes=${MP4_CLIP.length + 10}-` },
    })
    expect(response.statusCode).toBe(416)
  })

  it.each(['/uploads/missing.mp4', '/uploads/', '/uploads', '/uploads/.incoming/', '/uploads/..%2fapp.db'])(
    'answers %s with a JSON 404, not the web app',
    async (missing) => {
      const response = await t.request({ method: 'GET', url: missing })
      expect(response.statusCode).toBe(404)
      expect(response.headers['content-type']).toMatch(/^application\/json/)
      expect(response.body).not.toContain('<!doctype html>')
    },
  )

  it.each(['/uploads/../app.db', '/uploads/%2e%2e/app.db', '/uploads/..%2f..%2fapp.db'])(
    'never serves the database through %s',
    async (traversal) => {
      const response = await t.request({ method: 'GET', url: traversal })
      expect(response.body).not.toContain('SQLite format 3')
    },
  )

  it('never serves a file still arriving in uploads/.incoming', async () => {
    const partial = path.join(t.config.dataDir, 'uploads', '.incoming', 'arriving.part')
    fs.writeFileSync(partial, MP4_CLIP)
    try {
      const response = await t.request({ method: 'GET', url: '/uploads/.incoming/arriving.part' })
      expect(response.statusCode).toBe(404)
    } finally {
      fs.rmSync(partial)
    }
  })
})
