import type { ApiIssue } from '@shared/api-error.schema.ts'
import { apiUrl, type QueryParams } from '@shared/api-read-urls.ts'

export type { QueryParams }

/**
 * A non-OK response. The message follows the spec (section 8): the status code, a colon and a space, then the
 * response body text, or the status text when the body is empty. The server's readable sentence (the `error`
 * field of every JSON error) is kept apart so screens can show it.
 */
export class ApiRequestError extends Error {
  override name = 'ApiRequestError'
  readonly status: number
  readonly serverMessage: string | undefined
  readonly code: string | undefined
  readonly issues: ApiIssue[] | undefined

  constructor(status: number, statusText: string, bodyText: string) {
    super(`${status}: ${bodyText || statusText}`)
    this.status = status
    const body = parseErrorBody(bodyText)
    this.serverMessage = body.error
    this.code = body.code
    this.issues = body.issues
  }
}

function parseErrorBody(bodyText: string): { error?: string; code?: string; issues?: ApiIssue[] } {
  try {
    const body: unknown = JSON.parse(bodyText)
    if (typeof body !== 'object' || body === null) return {}
    const { error, code, issues } = body as Record<string, unknown>
    return {
      error: typeof error === 'string' ? error : undefined,
      code: typeof code === 'string' ? code : undefined,
      issues: Array.isArray(issues) ? (issues as ApiIssue[]) : undefined,
    }
  } catch {
    return {}
  }
}

export interface RequestOptions {
  /** Added to the URL as a query string; null and undefined values are left out. */
  query?: QueryParams
  /** Sent as JSON, or as is when it is FormData (multipart uploads). */
  body?: unknown
  signal?: AbortSignal
}

function encodeBody(body: unknown): { body?: BodyInit; headers: Record<string, string> } {
  if (body === undefined) return { headers: {} }
  if (body instanceof FormData) return { body, headers: {} }
  return { body: JSON.stringify(body), headers: { 'Content-Type': 'application/json' } }
}

type Transport = (url: string, init: RequestInit) => Promise<Response>

let serverTransport: Transport | undefined

/** In the server's build (app/prerender.tsx), how requests reach the API: the server's own answers. */
export function setApiTransport(send: Transport): void {
  serverTransport = send
}

/** Every call sends the session cookie; a 204 or an empty body resolves to undefined. */
export async function apiRequest<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const { body, headers } = encodeBody(options.body)
  // The browser's build leaves the server's side out.
  const send = import.meta.env.SSR && serverTransport ? serverTransport : fetch
  const response = await send(apiUrl(path, options.query), {
    method,
    credentials: 'include',
    headers: { Accept: 'application/json', ...headers },
    body,
    signal: options.signal,
  })
  if (!response.ok) {
    throw new ApiRequestError(response.status, response.statusText, await response.text())
  }
  if (response.status === 204) return undefined as T
  const text = await response.text()
  return (text ? JSON.parse(text) : undefined) as T
}

type Options = Omit<RequestOptions, 'body'>

export const api = {
  get: <T>(path: string, options?: Options) => apiRequest<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: Options) =>
    apiRequest<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: Options) =>
    apiRequest<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: Options) =>
    apiRequest<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: Options) => apiRequest<T>('DELETE', path, options),
}

/** The server's sentence for a failed call, when it sent one. */
export function serverMessageOf(error: unknown): string | undefined {
  return error instanceof ApiRequestError ? error.serverMessage : undefined
}

/**
 * A query's retry rule for a public page behind a secret link: a refusal (4xx: a wrong link stays wrong) is not
 * asked again, which would only spend the visitor's rate limit; a failure of the server or the network twice more.
 */
export const retryUnlessRefused = (failures: number, error: unknown) =>
  !(error instanceof ApiRequestError && error.status < 500) && failures < 2
