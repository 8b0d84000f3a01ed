import type { Db } from '../../db/database.ts'
import { SEARCH_TEXT } from './bookings-list.repository.ts'

/** PostgreSQL: bookings_search_walk's rows (migration 0019), and the same rows computed from the bookings. */
export async function searchWalkRows(db: Db) {
  const copied = await db
    .selectFrom('bookings_search_walk')
    .select(['id', 'archived', 'status', 'created_at', 'text'])
    .orderBy('id')
    .execute()
  const computed = await db
    .selectFrom('bookings')
    .select(['id', 'archived', 'status', 'created_at', SEARCH_TEXT.as('text')])
    .orderBy('id')
    .execute()
  return { copied, computed }
}
