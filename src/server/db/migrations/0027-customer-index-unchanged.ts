import { sql, type Kysely } from 'kysely'

import { databaseKind } from '../database.ts'
import { createRankUpdateTrigger } from './0025-customer-name-order.ts'

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe the schema as it was, not as it is */

/**
 * SQLite: a customer updated without a change to any searched column (name, e-mail, phone, its digits, city) is
 * left where it is in the trigram index and the name order. The trigger of migration 0025 fired on any write of
 * those columns, even one of the values they had: an admin's save without changes, or a booking whose contact
 * details are the customer's already (upsertCustomerForBooking), took the customer out of the index and put it
 * back, its trigrams written twice. PostgreSQL's index is kept by PostgreSQL itself.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (databaseKind(db) !== 'sqlite') return
  await sql`drop trigger customers_name_rank_update`.execute(db)
  await createRankUpdateTrigger(db, { whenChanged: true })
}

export async function down(db: Kysely<any>): Promise<void> {
  if (databaseKind(db) !== 'sqlite') return
  await sql`drop trigger customers_name_rank_update`.execute(db)
  await createRankUpdateTrigger(db, { whenChanged: false })
}
