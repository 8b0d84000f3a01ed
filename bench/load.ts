import autocannon, { type Request } from 'autocannon'

import { connections, durationSeconds } from './bench-config.ts'

export interface LoadResult {
  p50: number
  p99: number
  requestsPerSecond: number
  /** Answers by status code; anything but the expected status makes the figures suspect. */
  statuses: Record<string, number>
  /** Connection errors and time-outs. */
  errors: number
}

/** The value below which `share` of the sorted values fall. */
function percentile(sorted: Float64Array, share: number): number {
  if (sorted.length === 0) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!
}

/**
 * Loads one endpoint from `open` keep-alive connections (default `connections`) for `seconds` (default
 * `durationSeconds`), after a warm-up as long as a quarter of that. `next` makes each request, so the requests
 * vary. Latencies are kept to the microsecond (autocannon's own histogram rounds to whole milliseconds).
 */
export async function load(
  url: string,
  next: () => Request,
  { open = connections, seconds = durationSeconds } = {},
): Promise<LoadResult> {
  const latencies: number[] = []
  const instance = autocannon({
    url,
    connections: open,
    duration: seconds,
    warmup: { connections: open, duration: Math.max(1, Math.round(seconds / 4)) },
    requests: [{ setupRequest: (request) => ({ ...request, ...next() }) }],
  })
  instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms))
  const result = await instance
  const sorted = Float64Array.from(latencies).sort()
  return {
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    requestsPerSecond: latencies.length / result.duration,
    statuses: Object.fromEntries(
      Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count]),
    ),
    errors: result.errors + result.timeouts,
  }
}
