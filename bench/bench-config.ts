import path from 'node:path'

import type { SeedSizes } from './seed-rows.ts'

/** BENCH_QUICK=1: a small data set and short runs, to try the bench out; the budgets are judged on the full run. */
export const quick = process.env.BENCH_QUICK === '1'

export const benchDir = import.meta.dirname
export const tmpDir = path.join(benchDir, 'tmp')
export const resultsFile = path.join(benchDir, quick ? 'tmp/RESULTS-quick.md' : 'RESULTS.md')
/** Each full run's figures by data size, so RESULTS.md can set the sizes side by side. */
export const runsDir = path.join(benchDir, quick ? 'tmp/runs' : 'runs')

function bookingsToSeed(): number {
  const value = process.env.BENCH_BOOKINGS
  if (value === undefined || value === '') return quick ? 10_000 : 100_000
  const bookings = Number(value.replace(/_/g, ''))
  if (!Number.isInteger(bookings) || bookings < 1_000 || bookings > 10_000_000)
    throw new Error(`BENCH_BOOKINGS must be a whole number from 1000 to 10000000 (got "${value}")`)
  return bookings
}

/** BENCH_BOOKINGS sets the size; customers (one in five bookings) and e-mails (one in twenty) follow it. */
const bookings = bookingsToSeed()
export const sizes: SeedSizes = {
  bookings,
  customers: Math.max(1, Math.round(bookings / 5)),
  emails: Math.round(bookings / 20),
}

/** BENCH_DATABASES=sqlite or postgres: one of them only (default both). */
export const databases = (process.env.BENCH_DATABASES ?? 'sqlite,postgres')
  .split(',')
  .map((name) => name.trim())
  .filter((name): name is 'sqlite' | 'postgres' => name === 'sqlite' || name === 'postgres')

/** BENCH_ONLY=stats,booking creation: only the endpoints whose names contain one of these (default all). */
export const only = (process.env.BENCH_ONLY ?? '')
  .split(',')
  .map((name) => name.trim().toLowerCase())
  .filter(Boolean)

/** Seconds each endpoint is loaded, and the connections autocannon keeps open. */
export const durationSeconds = quick ? 2 : 10
export const connections = 10
/** Seconds each endpoint is measured again over one connection, one request at a time. */
export const aloneSeconds = quick ? 2 : 5

/** A database of its own on the machine's PostgreSQL, dropped and created again by every run. */
export const postgresUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/knife_bench'

/** Whether the bench's PostgreSQL runs on this machine, where its processes' CPU time can be read. */
export const postgresIsLocal = ['127.0.0.1', 'localhost', '[::1]', ''].includes(new URL(postgresUrl).hostname)

/**
 * The same server's maintenance database, which exists on every installation: the bench's own database does not
 * until the seeding creates it, so anything asked before then (the server's version) asks here.
 */
export function maintenanceUrl(url: string): string {
  return Object.assign(new URL(url), { pathname: '/postgres' }).href
}

export const ADMIN = { username: 'admin', password: 'bench-password-1' }
