import type { Transaction } from 'kysely'

import { databaseKind } from '../../db/database.ts'
import type { BookingRow, Database } from '../../db/schema.ts'

/**
 * Reads a booking for a change that depends on what it holds now (the status a change comes from, whether it may
 * be archived). PostgreSQL locks the row until the transaction ends, so a second change waits and then reads the
 * first one's result: two status changes at once both land, the second's `from` being the first's `to`. SQLite
 * runs one write transaction at a time on its one connection, so the row cannot change under us there.
 */
export async function lockBooking(trx: Transaction<Database>, id: number): Promise<BookingRow | undefined> {
  return trx
    .selectFrom('bookings')
    .selectAll()
    .where('id', '=', id)
    .$if(databaseKind(trx) === 'postgres', (query) => query.forUpdate())
    .executeTakeFirst()
}
