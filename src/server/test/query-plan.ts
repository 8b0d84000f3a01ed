import { sql, type CompiledQuery, type Kysely } from 'kysely'

import type { Database } from '../db/schema.ts'
import { testDatabase } from './test-app.ts'

export interface PlanOptions {
  /** PostgreSQL: leave only bitmap scans, so that on a small table only a usable index is chosen. */
  onlyBitmaps?: boolean
}

/**
 * The planner's choice for a query, as text: SQLite's EXPLAIN QUERY PLAN, or PostgreSQL's EXPLAIN with scans and
 * sorts made unattractive, since on a test's small table it would rightly prefer them to any index.
 */
export async function queryPlan(
  db: Kysely<Database>,
  query: CompiledQuery,
  { onlyBitmaps = false }: PlanOptions = {},
) {
  if (testDatabase === 'sqlite') {
    const result = await db.executeQuery<{ detail: string }>({
      ...query,
      sql: `explain query plan ${query.sql}`,
    })
    return result.rows.map((row) => row.detail).join('\n')
  }
  return db.transaction().execute(async (trx) => {
    await sql`set local enable_seqscan = off`.execute(trx)
    await sql`set local enable_sort = off`.execute(trx)
    if (onlyBitmaps) await sql`set local enable_indexscan = off`.execute(trx)
    const result = await trx.executeQuery<{ 'QUERY PLAN': string }>({ ...query, sql: `explain ${query.sql}` })
    return result.rows.map((row) => row['QUERY PLAN']).join('\n')
  })
}
