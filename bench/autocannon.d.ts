/** The part of autocannon's API the bench uses (the package ships no types). */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events'

  interface Request {
    method?: string
    path?: string
    headers?: Record<string, string>
    body?: string
  }

  interface Options {
    url: string
    connections?: number
    duration?: number
    headers?: Record<string, string>
    requests?: { setupRequest?: (request: Request) => Request }[]
    warmup?: { connections?: number; duration?: number }
  }

  interface Result {
    /** Seconds the run lasted. */
    duration: number
    errors: number
    timeouts: number
    statusCodeStats: Record<string, { count: number }>
  }

  interface Instance extends EventEmitter, PromiseLike<Result> {
    on(
      event: 'response',
      listener: (client: unknown, statusCode: number, bytes: number, ms: number) => void,
    ): this
  }

  export default function autocannon(options: Options): Instance
}
