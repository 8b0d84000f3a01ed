import type { ApiIssue } from '../shared/api-error.schema.ts'

/** An error whose message is meant for the person who made the request; the error handler sends it as is. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly issues?: ApiIssue[],
    readonly headers?: Record<string, string>,
  ) {
    super(message)
    this.name = 'HttpError'
  }
}

export const badRequest = (message: string, issues?: ApiIssue[]) =>
  new HttpError(400, 'VALIDATION_FAILED', message, issues ?? [])
export const unauthorized = (message = 'Please sign in as the admin to do this.') =>
  new HttpError(401, 'UNAUTHENTICATED', message)
export const forbidden = (message: string) => new HttpError(403, 'FORBIDDEN', message)
export const notFound = (message: string) => new HttpError(404, 'NOT_FOUND', message)
export const conflict = (message: string) => new HttpError(409, 'CONFLICT', message)
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, 'RATE_LIMITED', message, undefined, { 'retry-after': String(retryAfterSeconds) })
