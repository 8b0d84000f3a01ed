import { sql, type Kysely } from 'kysely'

import { databaseKind } from '../database.ts'

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe the schema as it was, not as it is */

/**
 * Payments (issue 42 point 4): each amount received for an order, with its tip and method; a voided one is kept
 * with the instant it was voided. `bookings.amount_paid_cents` is the sum of an order's payments not voided,
 * written in the same transaction as each payment or void, under the order's lock, so every list shows the balance
 * without adding up payments per row.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = databaseKind(db) === 'postgres'
  const instant = postgres ? 'bigint' : 'integer'
  await db.schema
    .createTable('payments')
    .addColumn('id', 'integer', (column) =>
      postgres ? column.primaryKey().generatedByDefaultAsIdentity() : column.primaryKey().autoIncrement(),
    )
    .addColumn('booking_id', 'integer', (c) => c.notNull().references('bookings.id').onDelete('cascade'))
    .addColumn('amount_cents', 'integer', (c) => c.notNull().check(sqlPositive('amount_cents')))
    .addColumn('tip_cents', 'integer', (c) => c.notNull().defaultTo(0).check(sqlNotNegative('tip_cents')))
    .addColumn('method', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('received_at', instant, (c) => c.notNull())
    .addColumn('voided_at', instant)
    .addColumn('created_at', instant, (c) => c.notNull())
    .execute()
  await db.schema.createIndex('payments_booking_idx').on('payments').columns(['booking_id', 'id']).execute()
  await db.schema
    .alterTable('bookings')
    .addColumn('amount_paid_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
}

const sqlPositive = (column: string) => sql`${sql.ref(column)} > 0`
const sqlNotNegative = (column: string) => sql`${sql.ref(column)} >= 0`

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('bookings').dropColumn('amount_paid_cents').execute()
  await db.schema.dropTable('payments').execute()
}
