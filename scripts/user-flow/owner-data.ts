/**
 * The owner's data for the user flow: the bench's seed of FLOW_OWNER_BOOKINGS bookings (customers, histories,
 * payments, mail and pickup windows as `npm run bench` makes them), written once into bench/tmp and kept, since a
 * million bookings take minutes to write. A later run with the same size serves the same files again.
 */
import fs from 'node:fs'
import path from 'node:path'

import { tmpDir } from '../../bench/bench-config.ts'
import { seedBenchDatabase } from '../../bench/seed-database.ts'
import { makeBookingSeed } from '../../bench/seed-rows.ts'

/** Written last: a data directory without it was interrupted while seeding and is made again. */
const DONE = 'seeded'

export async function ownerDataDir(bookings: number): Promise<string> {
  const dataDir = path.join(tmpDir, `flow-${bookings}`)
  if (fs.existsSync(path.join(dataDir, DONE))) return dataDir
  const sizes = {
    bookings,
    customers: Math.max(1, Math.round(bookings / 5)),
    emails: Math.round(bookings / 20),
  }
  const started = performance.now()
  console.log(
    `Seeding ${bookings.toLocaleString('en-US')} bookings into ${dataDir} (once; kept for later runs)`,
  )
  const now = Date.now()
  await seedBenchDatabase({ kind: 'sqlite', dataDir }, makeBookingSeed(sizes, now), sizes.emails, now)
  fs.writeFileSync(path.join(dataDir, DONE), new Date(now).toISOString())
  console.log(`Seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`)
  return dataDir
}
