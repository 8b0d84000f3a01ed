import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { PickupSlots, Schedule } from '../../shared/pickup.schema.ts'
import { everyDayWindows, localDateFromToday } from '../modules/pickup/pickup-test-support.ts'
import { pickupBooking } from '../test/bookings.ts'
import { createPostgresDatabase, type PostgresDatabase } from '../test/postgres-database.ts'
import { BUILT_MAIN, builtServerExists, spawnBuiltServer, type ServerProcess } from '../test/spawn-server.ts'
import { TEST_ADMIN, testDatabase } from '../test/test-app.ts'

const CAPACITY = 5
const ATTEMPTS = 30

/**
 * The issue asks for this over HTTP against the built server, so it runs dist/, never the sources through tsx.
 * `npm test` builds first; under CI a missing build fails the run, elsewhere (a Vitest run on its own) the test
 * is skipped with this warning.
 */
const NO_BUILD = `The built server ${BUILT_MAIN} is missing: run \`npm run build\` first (\`npm test\` does).`
const built = builtServerExists()
if (!built && process.env.CI !== 'true') console.warn(`\n!!! ${NO_BUILD} The concurrency test is skipped.\n`)

/**
 * Issue 14's promise over real HTTP against a built server process of its own: 30 bookings sent at once for a
 * window of capacity 5 give exactly 5 bookings, and 25 refusals saying the time has just filled up. On SQLite the
 * bookings share the group commit's transaction; on PostgreSQL each has its own and the window's lock row orders
 * them.
 */
describe.skipIf(!built && process.env.CI !== 'true')(
  `${ATTEMPTS} bookings at once for a window of ${CAPACITY} places, against the built server`,
  () => {
    let server: ServerProcess
    let database: PostgresDatabase | undefined
    let dataDir: string
    let base: string
    let cookie: string

    beforeAll(async () => {
      if (!builtServerExists()) throw new Error(NO_BUILD)
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'knife-slot-'))
      database = testDatabase === 'postgres' ? await createPostgresDatabase('slot') : undefined
      server = spawnBuiltServer({
        DATA_DIR: dataDir,
        ...(database ? { DATABASE_URL: database.url } : {}),
        ADMIN_USERNAME: TEST_ADMIN.username,
        ADMIN_PASSWORD: TEST_ADMIN.password,
        BOOKING_RATE_LIMIT_PER_10_MIN: '0',
      })
      base = await server.listening()
      const login = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(TEST_ADMIN),
      })
      cookie = login.headers.get('set-cookie')!.split(';')[0]!
      const windows = everyDayWindows.windows.map((window) => ({ ...window, capacity: CAPACITY }))
      const saved = await fetch(`${base}/api/settings/pickup`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', cookie },
        body: JSON.stringify({ ...everyDayWindows, windows }),
      })
      expect(saved.status).toBe(200)
    }, 60_000)

    afterAll(async () => {
      await server?.stop()
      await database?.drop()
      if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true })
    })

    it('gives exactly 5 × 201 and 25 × 409 SLOT_FULL, and the window holds 5 bookings', async () => {
      const date = localDateFromToday(3)
      const slots = (await (
        await fetch(`${base}/api/public/pickup-slots?from=${date}&days=1`)
      ).json()) as PickupSlots
      const slot = slots.slots[0]!
      expect(slot.remaining).toBe(CAPACITY)

      const responses = await Promise.all(
        Array.from({ length: ATTEMPTS }, (_, n) =>
          fetch(`${base}/api/bookings`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              ...pickupBooking,
              customerEmail: `customer${n}@example.com`,
              pickupSlotStart: slot.start,
            }),
          }),
        ),
      )
      const bodies = (await Promise.all(responses.map((response) => response.json()))) as { code?: string }[]
      const statuses = responses.map((response) => response.status)
      expect(statuses.filter((status) => status === 201)).toHaveLength(CAPACITY)
      expect(statuses.filter((status) => status === 409)).toHaveLength(ATTEMPTS - CAPACITY)
      expect(bodies.filter((body) => body.code === 'SLOT_FULL')).toHaveLength(ATTEMPTS - CAPACITY)

      const schedule = (await (
        await fetch(`${base}/api/schedule?from=${date}&days=1`, { headers: { cookie } })
      ).json()) as Schedule
      expect(schedule.days[0]!.windows[0]!.bookings).toHaveLength(CAPACITY)
      const after = (await (
        await fetch(`${base}/api/public/pickup-slots?from=${date}&days=1`)
      ).json()) as PickupSlots
      expect(after.slots[0]!.remaining).toBe(0)
    }, 60_000)
  },
)
