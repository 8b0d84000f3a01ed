import net from 'node:net'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { MP4_CLIP, multipartBody, titleFields } from '../modules/videos/videos-test-support.ts'
import { createTestApp, type TestApp } from '../test/test-app.ts'

// Short limits so the test takes seconds; the defaults are the same rules at the values of docs/configuration.md.
const LIMITS = {
  HEADERS_TIMEOUT_MS: '1000',
  KEEP_ALIVE_TIMEOUT_MS: '1000',
  BODY_GRACE_MS: '500',
  BODY_MIN_BYTES_PER_SECOND: '2000',
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

interface Outcome {
  answer: string
  closedAfterMs: number
}

/** Opens a connection, sends `head`, then one byte of `trickle` every `everyMs` until the server closes it. */
function trickle(port: number, head: string, trickled: string, everyMs: number): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const startedAt = Date.now()
    const socket = net.connect(port, '127.0.0.1')
    let answer = ''
    let sent = 0
    const timer = setInterval(() => {
      if (sent < trickled.length && socket.writable) socket.write(trickled[sent++]!)
    }, everyMs)
    socket.setEncoding('utf8')
    socket.on('data', (chunk: string) => (answer += chunk))
    socket.on('error', () => {})
    socket.on('close', () => {
      clearInterval(timer)
      resolve({ answer, closedAfterMs: Date.now() - startedAt })
    })
    socket.on('connect', () => socket.write(head))
    setTimeout(() => {
      clearInterval(timer)
      socket.destroy()
      reject(new Error(`still open after 8 s; answered so far: ${JSON.stringify(answer)}`))
    }, 8000).unref()
  })
}

describe('slow clients', () => {
  let t: TestApp
  let port: number
  beforeAll(async () => {
    t = await createTestApp({ env: LIMITS })
    await t.app.listen({ port: 0, host: '127.0.0.1' })
    port = (t.app.server.address() as AddressInfo).port
  })
  afterAll(() => t.close())

  it('answers a body trickled one byte at a time 408 and closes it, while /api/health still answers', async () => {
    const body = JSON.stringify({ username: 'admin', password: 'x'.repeat(80) })
    const head =
      'POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
      `Content-Length: ${body.length}\r\n\r\n`
    const slow = trickle(port, head, body, 200)
    await sleep(300)
    const health = await fetch(`http://127.0.0.1:${port}/api/health`)
    expect(health.status).toBe(200)
    const outcome = await slow
    expect(outcome.answer).toMatch(/^HTTP\/1\.1 408 /)
    expect(outcome.answer).toContain('"code":"REQUEST_TIMEOUT"')
    // The grace (0.5 s) and a check or two later; never the body's whole 17 s.
    expect(outcome.closedAfterMs).toBeLessThan(2000)
  })

  it('answers headers trickled one byte at a time 408 within the headers time-out', async () => {
    const outcome = await trickle(port, 'GET /api/health HTTP/1.1\r\n', 'X-Slow: ' + 'a'.repeat(100), 200)
    expect(outcome.answer).toMatch(/^HTTP\/1\.1 408 /)
    expect(outcome.closedAfterMs).toBeLessThan(2500)
  })

  it('closes an idle keep-alive connection', async () => {
    const outcome = await trickle(port, 'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n', '', 1000)
    expect(outcome.answer).toMatch(/^HTTP\/1\.1 200 /)
    expect(outcome.closedAfterMs).toBeGreaterThanOrEqual(900)
    expect(outcome.closedAfterMs).toBeLessThan(3000)
  })

  it('takes an upload that arrives slowly but steadily, for longer than the grace', async () => {
    const cookie = await t.login()
    const { body, contentType } = await multipartBody([
      ...titleFields('A slow upload'),
      { name: 'video', filename: 'clip.mp4', type: 'video/mp4', data: MP4_CLIP },
    ])
    // About 1.5 s in 15 pieces, well above the minimum rate of 2,000 bytes a second.
    const pieces = 15
    const size = Math.ceil(body.length / pieces)
    expect(body.length / 1.5).toBeGreaterThan(2 * 2000)
    const stream = new ReadableStream<Uint8Array>({
      async start(controller) {
        for (let offset = 0; offset < body.length; offset += size) {
          controller.enqueue(body.subarray(offset, offset + size))
          await sleep(100)
        }
        controller.close()
      },
    })
    const response = await fetch(`http://127.0.0.1:${port}/api/videos/upload`, {
      method: 'POST',
      headers: { cookie, 'content-type': contentType, 'content-length': String(body.length) },
      body: stream,
      duplex: 'half',
    } as RequestInit)
    expect(response.status).toBe(201)
  })
})
