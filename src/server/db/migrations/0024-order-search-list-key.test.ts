import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Booking } from '../../../shared/booking.schema.ts'
import { BOOKING_STATUSES } from '../../../shared/booking-status.ts'
import {
  adminBookings,
  createBooking,
  type AdminBookings,
} from '../../modules/bookings/admin-test-support.ts'
import { STATUS_CODES } from '../../modules/bookings/index.ts'
import { remigrate } from '../../test/remigrate.ts'
import { createTestApp, testDatabase, type TestApp } from '../../test/test-app.ts'

const THIS_MIGRATION = '0024-order-search-list-key'

let t: TestApp
let admin: AdminBookings
beforeAll(async () => {
  t = await createTestApp({ env: { BOOKING_RATE_LIMIT_PER_10_MIN: '0' } })
  admin = adminBookings(t, await t.login())
})
afterAll(() => t.close())

const listed = async (filters: Record<string, string>) =>
  ((await admin.list(filters)).json() as { bookings: Booking[] }).bookings.map((booking) => booking.id)

describe.runIf(testDatabase === 'sqlite')(`migration ${THIS_MIGRATION}`, () => {
  it('codes every status and archive switch as the search reads them', async () => {
    // Every pair, written straight to the rows: the workflow allows some of them only (a pending order is not archived).
    const made: number[] = []
    for (const status of BOOKING_STATUSES) {
      for (const archived of [0, 1]) {
        const { id } = (await createBooking(t, { customerName: `Coded ${status} ${archived}` })) as {
          id: number
        }
        await sql`update bookings set status = ${status}, archived = ${archived} where id = ${id}`.execute(
          t.app.db,
        )
        made.push(id)
      }
    }
    const { rows } = await sql<{
      status: keyof typeof STATUS_CODES
      archived: number
      search_list_key: string
    }>`
      select status, archived, search_list_key from bookings where id in (${sql.join(made)})`.execute(
      t.app.db,
    )
    expect(rows).toHaveLength(BOOKING_STATUSES.length * 2)
    for (const row of rows) expect(row.search_list_key).toBe(`${STATUS_CODES[row.status]}${row.archived}`)
    // And the index found each under its pair (the update's trigger wrote it there).
    for (const status of BOOKING_STATUSES) {
      expect(await listed({ search: 'coded', status }), status).toHaveLength(1)
      expect(await listed({ search: 'coded', status, showOnlyArchived: 'true' }), status).toHaveLength(1)
    }
  })

  it('indexes the orders made before it, and is undone', async () => {
    // Made by today's app (whose statements need today's columns), then the schema goes back to before the
    // migration, whose undoing drops the key: the migration has to index the order again.
    const { id } = (await createBooking(t, { customerName: 'Before Thelonius' })) as { id: number }
    expect(await listed({ search: 'thelonius' })).toEqual([id])
    const migrations = remigrate(t, THIS_MIGRATION)
    await migrations.downToJustBefore()
    await migrations.upToLatest()

    expect(await listed({ search: 'thelonius', status: 'pending' })).toEqual([id])
    expect((await admin.status(id, { status: 'paid' })).statusCode).toBe(200)
    expect(await listed({ search: 'thelonius', status: 'pending' })).toEqual([])
    expect(await listed({ search: 'thelonius', status: 'paid' })).toEqual([id])
  })
})
