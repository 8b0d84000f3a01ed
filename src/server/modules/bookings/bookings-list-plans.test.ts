import { sql, type CompiledQuery } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { BookingListQuery } from '../../../shared/booking-admin.schema.ts'
import { createTestApp, testDatabase, type TestApp } from '../../test/test-app.ts'
import { exportChunkQuery } from './bookings-export.ts'
import { filteredBookings, sortedBookings } from './bookings-list.repository.ts'

/**
 * The list's queries and migration 0005's indexes must agree: an index on an expression serves only a query
 * written with the very same expression. These read the planner's choice (on a small table, with scans made
 * unattractive where the planner would rightly prefer one) so a change to either side that breaks the match fails
 * here rather than at 100,000 bookings. Measured plans and timings at that size: see the note of issue 4.
 */
let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

function pageQuery(params: Record<string, string>): CompiledQuery {
  const query = BookingListQuery.parse(params)
  const sort = query.sort ?? 'createdAt'
  const order = query.order ?? (query.sort ? 'asc' : 'desc')
  return sortedBookings(filteredBookings(t.app.db, query).selectAll(), sort, order)
    .limit(query.limit)
    .compile()
}

function countQuery(params: Record<string, string>): CompiledQuery {
  return filteredBookings(t.app.db, BookingListQuery.parse(params))
    .select((eb) => eb.fn.countAll().as('n'))
    .compile()
}

async function plan(query: CompiledQuery, { onlyBitmaps = false } = {}): Promise<string> {
  if (testDatabase === 'sqlite') {
    const result = await t.app.db.executeQuery<{ detail: string }>({
      ...query,
      sql: `explain query plan ${query.sql}`,
    })
    return result.rows.map((row) => row.detail).join('\n')
  }
  return t.app.db.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx)
    await sql`set local enable_sort = off`.execute(trx)
    // An empty table makes any index cheap to walk; left with bitmap scans, only a usable index is chosen.
    if (onlyBitmaps) await sql`set local enable_indexscan = off`.execute(trx)
    const result = await trx.executeQuery<{ 'QUERY PLAN': string }>({ ...query, sql: `explain ${query.sql}` })
    return result.rows.map((row) => row['QUERY PLAN']).join('\n')
  })
}

describe('the order list uses its indexes', () => {
  it.each([
    [{ sort: 'customerName' }, 'bookings_archived_name_idx'],
    [{ showOnlyArchived: 'true', sort: 'customerName', order: 'desc' }, 'bookings_archived_name_idx'],
    [{ sort: 'estimatedPrice', order: 'desc' }, 'bookings_archived_price_idx'],
    [{ status: 'pending', limit: '100' }, 'bookings_archived_status_created_idx'],
  ])('%j reads %s', async (params, index) => {
    expect(await plan(pageQuery(params))).toContain(index)
  })

  it.each([
    [{ sort: 'customerName' }, 'bookings_archived_name_idx'],
    [{ sort: 'estimatedPrice', order: 'desc' }, 'bookings_archived_price_idx'],
    [{ sort: 'status' }, 'bookings_archived_status_rank_idx'],
    [{ showOnlyArchived: 'true', sort: 'status', order: 'desc' }, 'bookings_archived_status_rank_idx'],
    [{ sort: 'totalKnives', order: 'desc' }, 'bookings_archived_knives_idx'],
    [{ sort: 'addOns' }, 'bookings_archived_add_ons_idx'],
    [{ sort: 'pickupStart' }, 'bookings_archived_pickup_asc_idx'],
    [{ sort: 'pickupStart', order: 'desc' }, 'bookings_archived_pickup_desc_idx'],
    [{ showOnlyArchived: 'true', sort: 'pickupStart', order: 'desc' }, 'bookings_archived_pickup_desc_idx'],
  ])('%j hands over its page in order from %s, sorting nothing', async (params, index) => {
    const found = await plan(pageQuery(params))
    expect(found).toContain(index)
    expect(found).not.toMatch(/TEMP B-TREE|Sort/)
  })

  // The board's Completed and Paid count the orders changed in the last 30 days (migration 0046).
  it.each(['completed', 'paid'])(
    "counts the board's recent %s orders in bookings_status_updated_idx, reading its range alone",
    async (status) => {
      const found = await plan(
        countQuery({ status, includeArchived: 'false', updatedSince: '2026-10-30T00:00:00Z' }),
      )
      expect(found).toContain('bookings_status_updated_idx')
      // The range on updated_at is part of the index's condition, not a filter on every finished order read.
      expect(found).toMatch(/updated_at>\?\)|Index Cond: .*updated_at >=/)
    },
  )

  it.runIf(testDatabase === 'sqlite')('answers a search from the FTS5 trigram index on SQLite', async () => {
    for (const search of ['smith', '555-0123', 'jane.doe@', '1234']) {
      for (const query of [pageQuery({ search, status: 'pending' }), countQuery({ search })]) {
        const found = await plan(query)
        expect(found, search).toContain('SCAN bookings_search VIRTUAL TABLE')
        expect(found, search).not.toMatch(/SCAN bookings(?!_search)/)
      }
    }
  })

  it.runIf(testDatabase === 'postgres')('answers a search from the trigram index on PostgreSQL', async () => {
    const available = await sql<{
      n: number
    }>`select count(*)::int as n from pg_extension where extname = 'pg_trgm'`.execute(t.app.db)
    // The migration leaves the index out where pg_trgm cannot be had; the search then scans, correctly.
    if (available.rows[0]?.n !== 1) return
    for (const search of ['smith', '555-0123', 'jane.doe@']) {
      const found = await plan(countQuery({ search, includeArchived: 'true' }), { onlyBitmaps: true })
      expect(found, search).toContain('Bitmap Index Scan on bookings_search_trgm_idx')
    }
  })

  it.runIf(testDatabase === 'sqlite')(
    'walks the export along the ids on SQLite, whatever the archive switch and status, sorting nothing',
    async () => {
      // The flag's and the status's indexes would be taken, and every order they hold sorted, for each chunk.
      for (const params of [
        {},
        { showOnlyArchived: 'true' },
        { status: 'paid' },
        { updatedSince: '2025-01-05T00:00:00Z' },
      ]) {
        const found = await plan(exportChunkQuery(t.app.db, BookingListQuery.parse(params), 500).compile())
        expect(found, JSON.stringify(params)).toBe('SEARCH bookings USING INTEGER PRIMARY KEY (rowid>?)')
      }
    },
  )
})
