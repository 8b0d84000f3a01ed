import path from 'node:path'

import type { SeedSizes } from './seed-rows.ts'

/** BENCH_QUICK=1: a small data set and short runs, to try the bench out; the budgets are judged on the full run. */
export const quick = process.env.BENCH_QUICK === '1'

export const benchDir = import.meta.dirname
export const tmpDir = path.join(benchDir, 'tmp')
export const resultsFile = path.join(benchDir, quick ? 'tmp/RESULTS-quick.md' : 'RESULTS.md')

export const sizes: SeedSizes = quick
  ? { bookings: 10_000, customers: 2_000, emails: 500 }
  : { bookings: 100_000, customers: 20_000, emails: 5_000 }

/** Seconds each endpoint is loaded, and the connections autocannon keeps open. */
export const durationSeconds = quick ? 2 : 10
export const connections = 10
/** Seconds each endpoint is measured again over one connection, one request at a time. */
export const aloneSeconds = quick ? 2 : 5

/** A database of its own on the machine's PostgreSQL, dropped and created again by every run. */
export const postgresUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/knife_bench'

export const ADMIN = { username: 'admin', password: 'bench-password-1' }
