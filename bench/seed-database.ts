import fs from 'node:fs'
import path from 'node:path'

import { Migrator, sql, type Insertable, type Kysely, type Transaction } from 'kysely'
import pg from 'pg'

import { maintenanceUrl } from './bench-config.ts'
import { createDatabase } from '../src/server/db/database.ts'
import { migrateToLatest } from '../src/server/db/migrate.ts'
import { migrationProvider } from '../src/server/db/migrations/index.ts'
import type { Database } from '../src/server/db/schema.ts'
import { savePickupSettings } from '../src/server/modules/pickup/index.ts'
import { makeEmailSeed } from './seed-emails.ts'
import { BENCH_PICKUP_RULES, givePickupSlots, orderTokenRows, outboxRows } from './seed-pickups-and-mail.ts'
import type { BookingSeed } from './seed-rows.ts'
import { paymentRows } from './seed-payments.ts'

export type BenchDatabase = { kind: 'sqlite'; dataDir: string } | { kind: 'postgres'; url: string }

/** Both databases take a few tens of thousands of parameters in one statement (SQLite 32,766, PostgreSQL 65,535). */
const PARAMETERS_PER_STATEMENT = 30_000

async function insertInBatches<T extends keyof Database>(
  trx: Transaction<Database>,
  table: T,
  rows: Insertable<Database[T]>[],
) {
  if (rows.length === 0) return
  const batch = Math.floor(PARAMETERS_PER_STATEMENT / Object.keys(rows[0]!).length)
  for (let start = 0; start < rows.length; start += batch) {
    await trx
      .insertInto(table)
      .values(rows.slice(start, start + batch) as never)
      .execute()
  }
}

/** The last migration before the counters kept by triggers (0014, 0016, 0017: Reports, customers). */
const LAST_BEFORE_COUNTERS = '0012-order-access-tokens'
/** The last migration before the money's counters (0037): payments and the orders' prices and totals exist. */
const LAST_BEFORE_MONEY_COUNTERS = '0032-mail-attachments'

/**
 * The schema up to the counters' migrations. With their triggers in place, a seed written in one transaction
 * updated the one customer_stats row a million times, each version kept until the commit (on PostgreSQL every
 * update then walked all the versions before it: the seed of a million did not end in 40 minutes).
 */
async function migrateTo(db: Kysely<Database>, schema: string | undefined, migration: string) {
  const migrator = new Migrator({
    db,
    provider: migrationProvider,
    ...(schema ? { migrationTableSchema: schema } : {}),
  })
  const { error } = await migrator.migrateTo(migration)
  if (error) throw error instanceof Error ? error : new Error(String(error))
}

/**
 * The payments, and each order's final price and running total, written before the money's counters (migration
 * 0037) count them once. No trigger of the migrations before it reads these columns, so each is one statement.
 */
async function seedPayments(db: Kysely<Database>, seed: BookingSeed, now: number) {
  await db.transaction().execute(async (trx) => {
    await insertInBatches(trx, 'payments', paymentRows(seed, now))
    await trx
      .updateTable('bookings')
      .set((eb) => ({
        final_price_cents: eb.ref('estimated_price_cents'),
        picked_up_at: sql<number>`created_at + ${86_400_000}`,
      }))
      .where('status', 'in', ['in-progress', 'completed', 'paid'])
      .execute()
    await trx
      .updateTable('bookings')
      .set((eb) => ({
        amount_paid_cents: eb
          .selectFrom('payments')
          .select(sql<number>`coalesce(sum(amount_cents), 0)`.as('paid'))
          .whereRef('payments.booking_id', '=', 'bookings.id')
          .where('payments.voided_at', 'is', null),
      }))
      .where('id', 'in', (eb) => eb.selectFrom('payments').select('booking_id'))
      .execute()
  })
}

/** A fresh, empty database: the SQLite file removed, or the PostgreSQL database dropped and created again. */
async function recreate(target: BenchDatabase): Promise<Kysely<Database>> {
  if (target.kind === 'sqlite') {
    fs.rmSync(target.dataDir, { recursive: true, force: true })
    return createDatabase({ kind: 'sqlite', file: path.join(target.dataDir, 'app.db') })
  }
  const url = new URL(target.url)
  const name = url.pathname.slice(1)
  const admin = new pg.Client({ connectionString: maintenanceUrl(target.url) })
  await admin.connect()
  try {
    await admin.query(`drop database if exists "${name}" with (force)`)
    await admin.query(`create database "${name}"`)
  } finally {
    await admin.end()
  }
  return createDatabase({ kind: 'postgres', url: target.url })
}

/**
 * Writes the seed into a fresh database migrated by the app's own migrations, in one transaction. Explicit ids
 * keep bookings numbered in time order as the app would have numbered them; PostgreSQL's sequences are then
 * moved past them so the server's own inserts go on from there.
 */
export async function seedBenchDatabase(
  target: BenchDatabase,
  seed: BookingSeed,
  emails: number,
  now: number,
) {
  const db = await recreate(target)
  try {
    const schema = target.kind === 'postgres' ? 'public' : undefined
    await migrateTo(db, schema, LAST_BEFORE_COUNTERS)
    givePickupSlots(seed, now)
    await db.transaction().execute(async (trx) => {
      await insertInBatches(trx, 'customers', seed.customers)
      await insertInBatches(trx, 'bookings', seed.bookings)
      await insertInBatches(trx, 'booking_events', seed.events)
      await savePickupSettings(trx, BENCH_PICKUP_RULES)
      await insertInBatches(trx, 'order_access_tokens', orderTokenRows(seed))
      await insertInBatches(trx, 'mail_outbox', outboxRows(seed))
    })
    // The counters' migrations count what is there once, as on a server that had these bookings before them.
    await migrateTo(db, schema, LAST_BEFORE_MONEY_COUNTERS)
    await seedPayments(db, seed, now)
    await migrateToLatest(db, schema)
    // After the migrations: the rows carry the summary columns of migration 0029, which 0012 did not have.
    await db.transaction().execute(async (trx) => {
      await insertInBatches(trx, 'emails', makeEmailSeed(seed.customers, emails, now))
    })
    if (target.kind === 'postgres') {
      for (const table of [
        'customers',
        'bookings',
        'booking_events',
        'emails',
        'mail_outbox',
        'payments',
      ] as const) {
        await sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.table(table)}))`.execute(
          db,
        )
      }
      // As a server running for a while has it: vacuumed (hint bits set, pages all-visible for index-only
      // scans) and written out, so autovacuum and a checkpoint do not run into the measurements.
      await sql`vacuum (analyze)`.execute(db)
      await sql`checkpoint`.execute(db)
    } else {
      await sql`pragma wal_checkpoint(truncate)`.execute(db)
    }
  } finally {
    await db.destroy()
  }
}
