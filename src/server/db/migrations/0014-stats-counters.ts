import { sql, type Kysely, type RawBuilder } from 'kysely'

import { databaseKind } from '../database.ts'

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe the schema as it was, not as it is */

/**
 * The Reports figures at a million bookings (issue 18): per-status totals of the bookings made in each UTC day
 * and in each UTC quarter of an hour, kept by triggers on `bookings`, so every path that writes a booking (a
 * repository, a route added later, a hand-written UPDATE) keeps them exact in its own transaction. Every
 * timezone's midnight falls on a quarter hour, so a month or a week in whichever timezone the business has on the
 * day it looks is whole days plus whole quarters at its two ends (stats/counter-ranges.ts).
 */
export const COUNTER_TABLES: CounterWidths = {
  booking_stats_days: 86_400_000,
  booking_stats_quarters: 900_000,
}

/** Counter tables and the width of their buckets in milliseconds; 0 is one bucket for all time (migration 0017). */
export type CounterWidths = Record<string, number>

/** What each counter row adds up, as an expression over the booking row `row` (new or old). */
function counted(row: 'new' | 'old') {
  const column = (name: string) => sql.raw(`${row}.${name}`)
  const blades = sql`(${column('blades_over_9_inches')} + ${column('blades_7_to_9_inches')} + ${column('blades_4_to_6_inches')} + ${column('blades_under_4_inches')})`
  return {
    price_cents: column('estimated_price_cents'),
    over_9: column('blades_over_9_inches'),
    from_7_to_9: column('blades_7_to_9_inches'),
    from_4_to_6: column('blades_4_to_6_inches'),
    under_4: column('blades_under_4_inches'),
    // As stats.repository.ts counts them: a pickup booking's knives until its sizes are measured.
    not_yet_measured: sql`(case when ${column('measurement_type')} = 'pickup' and ${blades} = 0 then coalesce(${column('knife_count')}, 0) else 0 end)`,
    nick_repair: column('nick_repair_quantity'),
    strapping: column('strapping_quantity'),
  }
}

/** The columns of every counter table besides its key (bucket_start, status). */
export const SUMMED = ['bookings', ...Object.keys(counted('new'))]

/** The columns of bookings whose change moves a booking between counters or changes what it adds. */
const COUNTED_COLUMNS = [
  'created_at',
  'status',
  'estimated_price_cents',
  'blades_over_9_inches',
  'blades_7_to_9_inches',
  'blades_4_to_6_inches',
  'blades_under_4_inches',
  'measurement_type',
  'knife_count',
  'nick_repair_quantity',
  'strapping_quantity',
]

/** The values one booking row adds (sign 1) or takes away (sign -1): bucket, status, then SUMMED. */
function changeValues(row: 'new' | 'old', sign: 1 | -1, width: number): RawBuilder<unknown>[] {
  const created = sql.raw(`${row}.created_at`)
  return [
    width === 0 ? sql`0` : sql`${created} - ${created} % ${sql.lit(width)}`,
    sql.raw(`${row}.status`),
    sql.lit(sign),
    ...Object.values(counted(row)).map((value) => sql`${sql.lit(sign)} * ${value}`),
  ]
}

const upsertTail = (table: string, target: string) =>
  sql`on conflict (bucket_start, status) do update set ${sql.join(
    SUMMED.map((name) => sql.raw(`${name} = ${target}.${name} + excluded.${name}`)),
  )}`

const insertColumns = sql.raw(`(bucket_start, status, ${SUMMED.join(', ')})`)

/**
 * One upsert per table for one row's change: SQLite's triggers (one statement after another, single writer), and
 * PostgreSQL's for an insert or a delete (migration 0023).
 */
export function rowUpserts(tables: CounterWidths, row: 'new' | 'old', sign: 1 | -1) {
  return Object.entries(tables).map(
    ([table, width]) =>
      sql`insert into ${sql.table(table)} ${insertColumns} values (${sql.join(changeValues(row, sign, width))}) ${upsertTail(table, table)};`,
  )
}

const SQLITE_TRIGGERS = ['booking_stats_insert', 'booking_stats_update', 'booking_stats_delete']

async function createSqliteTriggers(db: Kysely<any>, tables: CounterWidths) {
  const triggers: [string, string, RawBuilder<unknown>[]][] = [
    ['booking_stats_insert', 'after insert', rowUpserts(tables, 'new', 1)],
    [
      'booking_stats_update',
      `after update of ${COUNTED_COLUMNS.join(', ')}`,
      [...rowUpserts(tables, 'old', -1), ...rowUpserts(tables, 'new', 1)],
    ],
    ['booking_stats_delete', 'after delete', rowUpserts(tables, 'old', -1)],
  ]
  for (const name of SQLITE_TRIGGERS) await sql`drop trigger if exists ${sql.id(name)}`.execute(db)
  for (const [name, when, body] of triggers) {
    await sql`create trigger ${sql.id(name)} ${sql.raw(when)} on bookings for each row
      begin ${sql.join(body, sql` `)} end`.execute(db)
  }
}

/**
 * PostgreSQL's upserts for any change: the old and the new row's changes added up first and written in (bucket,
 * status) order, days before quarters, so two transactions moving bookings opposite ways lock the same counters in
 * the same order and never deadlock; in an INSERT trigger OLD is null and its half is left out (and NEW in a
 * DELETE's).
 */
export function summedUpserts(tables: CounterWidths) {
  return Object.entries(tables).map(([table, width]) => {
    const half = (row: 'new' | 'old', sign: 1 | -1, skip: string) =>
      sql`select ${sql.join(changeValues(row, sign, width).map((value, index) => sql`${value} as ${sql.id(['bucket_start', 'status', ...SUMMED][index]!)}`))} where tg_op <> ${sql.lit(skip)}`
    return sql`insert into ${sql.table(table)} as counter ${insertColumns}
      select bucket_start, status, ${sql.raw(SUMMED.map((name) => `sum(${name})`).join(', '))}
      from (${half('old', -1, 'INSERT')} union all ${half('new', 1, 'DELETE')}) as change
      group by bucket_start, status order by bucket_start, status
      ${upsertTail(table, 'counter')};`
  })
}

/** PostgreSQL's trigger on bookings, running `body` (statements ending in `return null;`) for every counted change. */
export async function createPostgresTrigger(db: Kysely<any>, body: RawBuilder<unknown>) {
  await sql`create or replace function booking_stats_count() returns trigger language plpgsql
    set search_path from current as $$
    begin
      ${body}
    end $$`.execute(db)
  await sql`drop trigger if exists booking_stats_count on bookings`.execute(db)
  await sql`create trigger booking_stats_count
    after insert or delete or update of ${sql.raw(COUNTED_COLUMNS.join(', '))} on bookings
    for each row execute function booking_stats_count()`.execute(db)
}

/** Keeps the counters of `tables` by triggers on bookings, replacing the triggers that kept others. */
export async function countBookingsInto(db: Kysely<any>, tables: CounterWidths) {
  if (databaseKind(db) === 'postgres')
    await createPostgresTrigger(db, sql`${sql.join(summedUpserts(tables), sql` `)} return null;`)
  else await createSqliteTriggers(db, tables)
}

export async function createCounterTables(db: Kysely<any>, tables: CounterWidths) {
  for (const table of Object.keys(tables)) {
    let create = db.schema
      .createTable(table)
      .ifNotExists()
      .addColumn('bucket_start', 'bigint', (column) => column.notNull())
      .addColumn('status', 'text', (column) => column.notNull())
    for (const name of SUMMED)
      create = create.addColumn(name, 'bigint', (column) => column.notNull().defaultTo(0))
    await create.addPrimaryKeyConstraint(`${table}_pkey`, ['bucket_start', 'status']).execute()
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  await createCounterTables(db, COUNTER_TABLES)
  await countBookingsInto(db, COUNTER_TABLES)
  // The bookings made before this migration, counted once the triggers are in place (migrations run in one
  // transaction, and on PostgreSQL creating the trigger holds off other writers until it commits).
  for (const [table, width] of Object.entries(COUNTER_TABLES)) {
    const values = counted('new')
    await sql`delete from ${sql.table(table)}`.execute(db)
    await sql`insert into ${sql.table(table)} ${insertColumns}
      select new.created_at - new.created_at % ${sql.lit(width)}, new.status, count(*),
        ${sql.join(Object.values(values).map((value) => sql`sum(${value})`))}
      from bookings as new group by 1, 2`.execute(db)
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  if (databaseKind(db) === 'postgres') {
    await sql`drop trigger if exists booking_stats_count on bookings`.execute(db)
    await sql`drop function if exists booking_stats_count()`.execute(db)
  } else {
    for (const name of SQLITE_TRIGGERS) await sql`drop trigger if exists ${sql.id(name)}`.execute(db)
  }
  for (const table of Object.keys(COUNTER_TABLES)) await db.schema.dropTable(table).ifExists().execute()
}
