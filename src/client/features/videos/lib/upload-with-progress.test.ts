// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'

import { ApiRequestError } from '@/lib/api-client'

import { isAbortError, uploadWithProgress } from './upload-with-progress'

/** Just enough of XMLHttpRequest to drive each outcome; the browser journey covers the real one. */
class FakeXhr {
  static last: FakeXhr
  method = ''
  url = ''
  withCredentials = false
  status = 0
  statusText = ''
  responseText = ''
  sent: unknown
  upload: { onprogress?: (event: Partial<ProgressEvent>) => void } = {}
  onload?: () => void
  onerror?: () => void
  onabort?: () => void
  constructor() {
    FakeXhr.last = this
  }
  open(method: string, url: string) {
    this.method = method
    this.url = url
  }
  setRequestHeader() {}
  send(body: unknown) {
    this.sent = body
  }
  abort() {
    this.onabort?.()
  }
  respond(status: number, body: string, statusText = '') {
    Object.assign(this, { status, responseText: body, statusText })
    this.onload?.()
  }
}

afterEach(() => {
  vi.unstubAllGlobals()
})

function start(options: Parameters<typeof uploadWithProgress>[2] = {}) {
  vi.stubGlobal('XMLHttpRequest', FakeXhr)
  const form = new FormData()
  const promise = uploadWithProgress('/api/videos/upload', form, options)
  return { promise, xhr: FakeXhr.last, form }
}

describe('uploadWithProgress', () => {
  it('posts the form with the session cookie and reports whole percentages as it goes', async () => {
    const onProgress = vi.fn()
    const { promise, xhr, form } = start({ onProgress })
    expect([xhr.method, xhr.url, xhr.withCredentials, xhr.sent]).toEqual([
      'POST',
      '/api/videos/upload',
      true,
      form,
    ])
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 3 })
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 3, total: 3 })
    xhr.respond(201, '{"id":1}')
    await expect(promise).resolves.toEqual({ id: 1 })
    expect(onProgress.mock.calls).toEqual([[33], [100]])
  })

  it('fails like the API client: status, colon, body; with the server sentence kept', async () => {
    const { promise, xhr } = start()
    xhr.respond(415, '{"error":"Not a video","code":"UNSUPPORTED_MEDIA_TYPE"}', 'Unsupported Media Type')
    const error = await promise.catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiRequestError)
    expect((error as ApiRequestError).message).toBe(
      '415: {"error":"Not a video","code":"UNSUPPORTED_MEDIA_TYPE"}',
    )
    expect((error as ApiRequestError).serverMessage).toBe('Not a video')
  })

  it('fails with "Upload failed" when the connection does', async () => {
    const { promise, xhr } = start()
    xhr.onerror?.()
    await expect(promise).rejects.toThrow('Upload failed')
  })

  it('stops when its signal aborts, with an AbortError', async () => {
    const controller = new AbortController()
    const { promise } = start({ signal: controller.signal })
    controller.abort()
    const error = await promise.catch((caught: unknown) => caught)
    expect(isAbortError(error)).toBe(true)
  })
})
