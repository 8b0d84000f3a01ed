import { z } from 'zod'

/** A list's ?page=, from 1 (the default) to 10,000. */
export const pageNumber = () =>
  z.coerce
    .number({ error: 'page must be a number' })
    .int('page must be a whole number')
    .min(1, 'page must be at least 1')
    .max(10_000, 'page must be at most 10000')
    .default(1)

/** A list's ?limit=, from 1 to `max`, `fallback` when left out. */
export const pageLimit = (fallback: number, max: number) =>
  z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(max, `limit must be at most ${max}`)
    .default(fallback)
