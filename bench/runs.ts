import fs from 'node:fs'
import path from 'node:path'

import type { Measurement, Report } from './results.ts'

export const runFile = (dir: string, bookings: number) => path.join(dir, `bookings-${bookings}.json`)

/** Every saved run, smallest data first. */
export function readRuns(dir: string): Report[] {
  if (!fs.existsSync(dir)) return []
  return fs
    .readdirSync(dir)
    .filter((name) => /^bookings-\d+\.json$/.test(name))
    .map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as Report)
    .sort((a, b) => a.sizes.bookings - b.sizes.bookings)
}

const sameEndpoint = (a: Measurement, b: Measurement) => a.name === b.name && a.target === b.target

/**
 * The saved run with the new run's figures in place of the ones it measured again (the reference, one database,
 * some endpoints); the machine and its load are the new run's, since its figures are the ones most likely read.
 * The figures kept from the saved run keep the hello-world they were measured beside, for their share of it.
 */
export function mergeRuns(saved: Report, fresh: Report): Report {
  const savedHello = saved.measurements.find((m) => m.target === 'reference')?.result?.requestsPerSecond
  const measurements = saved.measurements.map(
    (old) =>
      fresh.measurements.find((m) => sameEndpoint(m, old)) ??
      // Kept from the saved run: its share stays of the hello-world measured beside it.
      (old.target === 'reference' || old.referenceRequestsPerSecond !== undefined || savedHello === undefined
        ? old
        : { ...old, referenceRequestsPerSecond: savedHello }),
  )
  for (const m of fresh.measurements)
    if (!measurements.some((old) => sameEndpoint(m, old))) measurements.push(m)
  const remeasured = new Set(fresh.memory.map((m) => m.target))
  return {
    ...fresh,
    measurements,
    memory: [...saved.memory.filter((m) => !remeasured.has(m.target)), ...fresh.memory],
    seedSeconds: { ...saved.seedSeconds, ...fresh.seedSeconds },
  }
}
