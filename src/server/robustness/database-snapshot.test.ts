import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { mailSettled } from '../modules/outgoing-mail/outbox-test-support.ts'
import { postBooking, pickupBooking } from '../test/bookings.ts'
import { createTestApp, whileNothingIsDropped } from '../test/test-app.ts'
import {
  changedTables,
  databaseFingerprints,
  databaseSnapshots,
  listTables,
  type DatabaseSnapshot,
} from './database-snapshot.ts'

const t = await createTestApp()
afterAll(() => t.close())

let snapshot: () => Promise<DatabaseSnapshot>
let fingerprint: () => Promise<string>

beforeAll(async () => {
  expect((await postBooking(t, pickupBooking)).statusCode).toBe(201)
  const schema = t.config.database.kind === 'postgres' ? t.config.database.schema : undefined
  const tables = await whileNothingIsDropped(() => listTables(t.app.db, schema))
  snapshot = databaseSnapshots(t.app.db, tables, ['rate_limits'])
  fingerprint = databaseFingerprints(t.app.db, tables)
})

describe('the database snapshot the fuzz test compares after every refusal', () => {
  it('is unchanged when nothing was written', async () => {
    expect(changedTables(await snapshot(), await snapshot())).toEqual([])
  })

  it('sees one value changed in a row, the row count staying the same', async () => {
    const before = await snapshot()
    await t.app.db.updateTable('bookings').set({ special_requirements: 'changed' }).execute()
    expect(changedTables(before, await snapshot())).toContain('bookings (1 rows before, 1 after)')
  })

  it('sees a search index changed, however the database stores it', async () => {
    const before = await snapshot()
    await t.app.db.updateTable('bookings').set({ customer_name: 'Zoë Quarterman' }).execute()
    const changed = changedTables(before, await snapshot())
    expect(changed).toContain('bookings (1 rows before, 1 after)')
    // SQLite's trigram tables (blobs among them) and PostgreSQL's search walk.
    expect(changed.filter((table) => table.startsWith('bookings_search')).length).toBeGreaterThan(0)
  })

  it('leaves out the rate limits rows a test says may change, and only those', async () => {
    const before = await snapshot()
    const hit = (key: string) =>
      t.app.db.insertInto('rate_limits').values({ key, hits: 1, reset_at: 0 }).execute()
    await hit('lookup:192.0.2.1')
    const mayChange = (table: string, row: Record<string, unknown>) =>
      table === 'rate_limits' && row.key === 'lookup:192.0.2.1'
    expect(changedTables(before, await snapshot(), mayChange)).toEqual([])
    await hit('lookup:192.0.2.2')
    expect(changedTables(before, await snapshot(), mayChange)).toEqual([
      expect.stringMatching(/^rate_limits /),
    ])
  })
})

describe('the fingerprint that stands for a snapshot while it is unchanged', () => {
  it('is unchanged by reads and by a snapshot', async () => {
    await mailSettled(t.app.db)
    const before = await fingerprint()
    await snapshot()
    await t.app.db.selectFrom('bookings').selectAll().execute()
    expect(await fingerprint()).toBe(before)
  })

  it('changes with one value changed in a row, the row count staying the same', async () => {
    const before = await fingerprint()
    await t.app.db.updateTable('bookings').set({ special_requirements: 'changed again' }).execute()
    expect(await fingerprint()).not.toBe(before)
  })

  it('changes with a row added, and again with it deleted', async () => {
    const before = await fingerprint()
    await t.app.db.insertInto('rate_limits').values({ key: 'fingerprint:1', hits: 1, reset_at: 0 }).execute()
    const added = await fingerprint()
    expect(added).not.toBe(before)
    await t.app.db.deleteFrom('rate_limits').where('key', '=', 'fingerprint:1').execute()
    const deleted = await fingerprint()
    expect(deleted).not.toBe(added)
  })

  it('changes when one row is deleted and another added, the row count staying the same', async () => {
    await t.app.db.insertInto('rate_limits').values({ key: 'fingerprint:2', hits: 1, reset_at: 0 }).execute()
    const before = await fingerprint()
    await t.app.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('rate_limits').where('key', '=', 'fingerprint:2').execute()
      await trx.insertInto('rate_limits').values({ key: 'fingerprint:3', hits: 1, reset_at: 0 }).execute()
    })
    expect(await fingerprint()).not.toBe(before)
  })
})
