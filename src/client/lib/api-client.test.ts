// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'

import { ApiRequestError, api, serverMessageOf } from '@/lib/api-client'

// The only place the client stubs fetch: these tests pin the request and error format of the client itself.
function stubFetch(response: Response) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(response)
  vi.stubGlobal('fetch', fetchMock)
  return fetchMock
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('api client', () => {
  it('sends the session cookie and JSON bodies with a JSON content type', async () => {
    const fetchMock = stubFetch(Response.json({ id: 7 }))

    await expect(api.post('/api/bookings', { customerName: 'Ana' })).resolves.toEqual({ id: 7 })

    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe('/api/bookings')
    expect(init?.method).toBe('POST')
    expect(init?.credentials).toBe('include')
    expect(init?.body).toBe('{"customerName":"Ana"}')
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json')
  })

  it('sends no body and no content type when there is nothing to send', async () => {
    const fetchMock = stubFetch(Response.json([]))

    await api.get('/api/bookings', { query: { page: 2, search: 'ana lópez', status: undefined } })

    const [url, init] = fetchMock.mock.calls[0] ?? []
    expect(url).toBe('/api/bookings?page=2&search=ana+l%C3%B3pez')
    expect(init?.credentials).toBe('include')
    expect(init?.body).toBeUndefined()
    expect(new Headers(init?.headers).has('Content-Type')).toBe(false)
  })

  it('lets the browser set the multipart content type of FormData', async () => {
    const fetchMock = stubFetch(Response.json({ id: 1 }))
    const form = new FormData()
    form.set('title', 'Honing')

    await api.post('/api/videos/upload', form)

    const [, init] = fetchMock.mock.calls[0] ?? []
    expect(init?.body).toBe(form)
    expect(new Headers(init?.headers).has('Content-Type')).toBe(false)
  })

  it('resolves a 204 to undefined', async () => {
    stubFetch(new Response(null, { status: 204 }))
    await expect(api.post('/api/auth/logout', {})).resolves.toBeUndefined()
  })

  it('fails with "status: body text" and keeps the server sentence apart', async () => {
    const body = '{"error":"Invalid credentials","code":"INVALID_CREDENTIALS"}'
    stubFetch(new Response(body, { status: 401, statusText: 'Unauthorized' }))

    const error = await api.post('/api/auth/login', { username: 'a', password: 'b' }).catch((e: unknown) => e)

    expect(error).toBeInstanceOf(ApiRequestError)
    expect(error).toMatchObject({
      message: `401: ${body}`,
      status: 401,
      serverMessage: 'Invalid credentials',
      code: 'INVALID_CREDENTIALS',
    })
    expect(serverMessageOf(error)).toBe('Invalid credentials')
  })

  it('keeps the validation issues of a 400', async () => {
    const issues = [{ path: 'username', message: 'Username is required' }]
    stubFetch(Response.json({ error: 'Check the form', code: 'VALIDATION_FAILED', issues }, { status: 400 }))

    const error = await api.post('/api/auth/login', {}).catch((e: unknown) => e)

    expect(error).toMatchObject({ status: 400, issues })
  })

  it('falls back to the status text when the body is empty', async () => {
    stubFetch(new Response('', { status: 503, statusText: 'Service Unavailable' }))

    const error = await api.get('/api/stats').catch((e: unknown) => e)

    expect(error).toBeInstanceOf(ApiRequestError)
    expect((error as ApiRequestError).message).toBe('503: Service Unavailable')
    expect(serverMessageOf(error)).toBeUndefined()
  })

  it('has no server sentence when the body is not a JSON error', async () => {
    stubFetch(new Response('<h1>Bad gateway</h1>', { status: 502, statusText: 'Bad Gateway' }))

    const error = await api.get('/api/stats').catch((e: unknown) => e)

    expect((error as ApiRequestError).message).toBe('502: <h1>Bad gateway</h1>')
    expect(serverMessageOf(error)).toBeUndefined()
  })
})
