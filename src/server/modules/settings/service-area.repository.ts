import { sql } from 'kysely'

import type { Db } from '../../db/database.ts'

/** Bookings (archived ones too) with a ZIP code outside the served ones, a ZIP+4 by its first five digits. */
export async function countBookingsOutsideArea(db: Db, servedZips: readonly string[]): Promise<number> {
  if (servedZips.length === 0) return 0
  const row = await db
    .selectFrom('bookings')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('zip_code', 'is not', null)
    .where(sql<string>`substr(zip_code, 1, 5)`, 'not in', servedZips)
    .executeTakeFirstOrThrow()
  return Number(row.count)
}
