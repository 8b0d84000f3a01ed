import { sql, type Kysely } from 'kysely'

import { databaseKind } from '../database.ts'

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe the schema as it was, not as it is */

/**
 * Unsubscribing on its own (issue 43 point 5's consent rule): `customers.unsubscribed_at` (epoch ms, null while
 * subscribed) records the one-click unsubscribe, which stops reminders and review requests alike. Until now a
 * review request went only to customers opted in to reminders, and unsubscribing only cleared that choice; now every
 * paying customer is asked for a review unless this is set, and a new ticked reminder box clears it.
 *
 * Carried over: a customer with an unsubscribe link (made only with a message to an opted-in customer) who is no
 * longer opted in either unsubscribed or unticked the box at a later booking, which the old schema cannot tell
 * apart. They are counted as unsubscribed, at the time of this migration: stopping a review request someone may
 * have wanted is the safe side of sending one to someone who asked us to stop.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const instant = databaseKind(db) === 'postgres' ? 'bigint' : 'integer'
  await db.schema.alterTable('customers').addColumn('unsubscribed_at', instant).execute()
  await sql`update customers set unsubscribed_at = ${Date.now()}
    where unsubscribe_token is not null and reminders_opt_in = 0`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('customers').dropColumn('unsubscribed_at').execute()
}
