import { sql, type Kysely, type RawBuilder } from 'kysely'

import { databaseKind } from '../database.ts'

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe the schema as it was, not as it is */

/**
 * The money Reports count (issue 42 point 6, docs/decisions.md "Stats") at a million bookings, kept by triggers as
 * the booking counters are (migration 0014), so every write of a payment or an order keeps them exact in its own
 * transaction:
 *
 * - payment_stats_days, _quarters, _all_time: per UTC day, quarter hour (by received_at) and for all time, per
 *   method, the payments not voided, their amounts and their tips. A week in the business's time zone is whole days
 *   plus quarters at its ends, as for bookings (stats/counter-ranges.ts).
 * - booking_balance_stats: per status, the balance due of every order (its final price, or its estimate before
 *   the pickup, less what is paid), counting only balances above zero: an overpaid order's credit is not netted
 *   against what others owe.
 */
export const PAYMENT_COUNTERS = {
  payment_stats_days: 86_400_000,
  payment_stats_quarters: 900_000,
  payment_stats_all_time: 0,
} as const

const PAYMENT_SUMMED = ['payments', 'amount_cents', 'tip_cents'] as const
const PAYMENT_COLUMNS = ['amount_cents', 'tip_cents', 'method', 'received_at', 'voided_at']
const BALANCE_COLUMNS = ['status', 'final_price_cents', 'estimated_price_cents', 'amount_paid_cents']

const column = (row: string, name: string) => sql.raw(`${row}.${name}`)

/** A payment row's part in the counters: nothing once voided. */
function paymentValues(row: 'new' | 'old', sign: 1 | -1, width: number): RawBuilder<unknown>[] {
  const received = column(row, 'received_at')
  const counts = sql`(case when ${column(row, 'voided_at')} is null then ${sql.lit(sign)} else 0 end)`
  return [
    width === 0 ? sql`0` : sql`${received} - ${received} % ${sql.lit(width)}`,
    column(row, 'method'),
    counts,
    sql`${counts} * ${column(row, 'amount_cents')}`,
    sql`${counts} * ${column(row, 'tip_cents')}`,
  ]
}

/** A booking's balance due, where above zero. */
function balanceOf(row: string) {
  const owed = sql`coalesce(${column(row, 'final_price_cents')}, ${column(row, 'estimated_price_cents')}) - ${column(row, 'amount_paid_cents')}`
  return sql`(case when ${owed} > 0 then ${owed} else 0 end)`
}

/**
 * The upserts name their table, not an alias (`insert into … as counter`): SQLite checks every trigger again when a
 * later migration drops a column, and reads an alias in a trigger's upsert as no such column.
 */
const paymentUpsert = (table: string, values: RawBuilder<unknown>) =>
  sql`insert into ${sql.table(table)} (bucket_start, method, ${sql.raw(PAYMENT_SUMMED.join(', '))})
    ${values} on conflict (bucket_start, method) do update set ${sql.join(
      PAYMENT_SUMMED.map((name) => sql.raw(`${name} = ${table}.${name} + excluded.${name}`)),
    )};`

const balanceUpsert = (values: RawBuilder<unknown>) =>
  sql`insert into booking_balance_stats (status, balance_cents) ${values}
    on conflict (status) do update set balance_cents = booking_balance_stats.balance_cents + excluded.balance_cents;`

/** One row's change, written directly: SQLite's triggers (single writer), and PostgreSQL's insert and delete. */
const paymentRowUpserts = (row: 'new' | 'old', sign: 1 | -1) =>
  Object.entries(PAYMENT_COUNTERS).map(([table, width]) =>
    paymentUpsert(table, sql`values (${sql.join(paymentValues(row, sign, width))})`),
  )
const balanceRowUpsert = (row: 'new' | 'old', sign: 1 | -1) =>
  balanceUpsert(sql`values (${column(row, 'status')}, ${sql.lit(sign)} * ${balanceOf(row)})`)

/**
 * PostgreSQL's upserts for an update: the old and the new halves added up first and written in key order, tables
 * in one order, so two transactions changing rows opposite ways lock the same counters in the same order.
 */
function summedPaymentUpserts() {
  const names = ['bucket_start', 'method', ...PAYMENT_SUMMED]
  return Object.entries(PAYMENT_COUNTERS).map(([table, width]) => {
    const half = (row: 'new' | 'old', sign: 1 | -1) =>
      sql`select ${sql.join(paymentValues(row, sign, width).map((value, index) => sql`${value} as ${sql.id(names[index]!)}`))}`
    return paymentUpsert(
      table,
      sql`select bucket_start, method, sum(payments), sum(amount_cents), sum(tip_cents)
        from (${half('old', -1)} union all ${half('new', 1)}) as change
        group by bucket_start, method order by bucket_start, method`,
    )
  })
}
const summedBalanceUpsert = () =>
  balanceUpsert(
    sql`select status, sum(balance) from (select old.status as status, -${balanceOf('old')} as balance
      union all select new.status, ${balanceOf('new')}) as change group by status order by status`,
  )

const statements = (list: RawBuilder<unknown>[]) => sql.join(list, sql` `)

async function createPostgresTriggers(db: Kysely<any>) {
  const triggers = [
    {
      name: 'payment_stats_count',
      table: 'payments',
      columns: PAYMENT_COLUMNS,
      insert: statements(paymentRowUpserts('new', 1)),
      remove: statements(paymentRowUpserts('old', -1)),
      update: statements(summedPaymentUpserts()),
    },
    {
      // Named to run before booking_stats_count (PostgreSQL runs a table's triggers by name): one lock order.
      name: 'booking_balance_count',
      table: 'bookings',
      columns: BALANCE_COLUMNS,
      insert: balanceRowUpsert('new', 1),
      remove: balanceRowUpsert('old', -1),
      update: summedBalanceUpsert(),
    },
  ]
  for (const trigger of triggers) {
    await sql`create or replace function ${sql.id(trigger.name)}() returns trigger language plpgsql
      set search_path from current as $$
      begin
        if tg_op = 'INSERT' then ${trigger.insert} return null; end if;
        if tg_op = 'DELETE' then ${trigger.remove} return null; end if;
        ${trigger.update} return null;
      end $$`.execute(db)
    await sql`create trigger ${sql.id(trigger.name)}
      after insert or delete or update of ${sql.raw(trigger.columns.join(', '))} on ${sql.table(trigger.table)}
      for each row execute function ${sql.id(trigger.name)}()`.execute(db)
  }
}

const SQLITE_TRIGGERS = [
  ['payment_stats_insert', 'after insert', 'payments', paymentRowUpserts('new', 1)],
  [
    'payment_stats_update',
    `after update of ${PAYMENT_COLUMNS.join(', ')}`,
    'payments',
    [...paymentRowUpserts('old', -1), ...paymentRowUpserts('new', 1)],
  ],
  ['payment_stats_delete', 'after delete', 'payments', paymentRowUpserts('old', -1)],
  ['booking_balance_insert', 'after insert', 'bookings', [balanceRowUpsert('new', 1)]],
  [
    'booking_balance_update',
    `after update of ${BALANCE_COLUMNS.join(', ')}`,
    'bookings',
    [balanceRowUpsert('old', -1), balanceRowUpsert('new', 1)],
  ],
  ['booking_balance_delete', 'after delete', 'bookings', [balanceRowUpsert('old', -1)]],
] as const

async function createSqliteTriggers(db: Kysely<any>) {
  for (const [name, when, table, body] of SQLITE_TRIGGERS) {
    await sql`create trigger ${sql.id(name)} ${sql.raw(when)} on ${sql.table(table)} for each row
      begin ${statements([...body])} end`.execute(db)
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of Object.keys(PAYMENT_COUNTERS)) {
    let create = db.schema
      .createTable(table)
      .addColumn('bucket_start', 'bigint', (c) => c.notNull())
      .addColumn('method', 'text', (c) => c.notNull())
    for (const name of PAYMENT_SUMMED)
      create = create.addColumn(name, 'bigint', (c) => c.notNull().defaultTo(0))
    await create.addPrimaryKeyConstraint(`${table}_pkey`, ['bucket_start', 'method']).execute()
  }
  await db.schema
    .createTable('booking_balance_stats')
    .addColumn('status', 'text', (c) => c.primaryKey())
    .addColumn('balance_cents', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute()
  if (databaseKind(db) === 'postgres') await createPostgresTriggers(db)
  else await createSqliteTriggers(db)
  // What was there before, counted once the triggers are in place (migrations run in one transaction).
  for (const [table, width] of Object.entries(PAYMENT_COUNTERS)) {
    const [bucket, method, ...sums] = paymentValues('new', 1, width)
    await sql`insert into ${sql.table(table)} (bucket_start, method, ${sql.raw(PAYMENT_SUMMED.join(', '))})
      select ${bucket}, ${method}, ${sql.join(sums.map((value) => sql`sum(${value})`))}
      from payments as new where new.voided_at is null group by 1, 2`.execute(db)
  }
  await sql`insert into booking_balance_stats (status, balance_cents)
    select new.status, sum(${balanceOf('new')}) from bookings as new group by new.status`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  if (databaseKind(db) === 'postgres') {
    for (const [name, table] of [
      ['payment_stats_count', 'payments'],
      ['booking_balance_count', 'bookings'],
    ] as const) {
      await sql`drop trigger if exists ${sql.id(name)} on ${sql.table(table)}`.execute(db)
      await sql`drop function if exists ${sql.id(name)}()`.execute(db)
    }
  } else {
    for (const [name] of SQLITE_TRIGGERS) await sql`drop trigger if exists ${sql.id(name)}`.execute(db)
  }
  await db.schema.dropTable('booking_balance_stats').execute()
  for (const table of Object.keys(PAYMENT_COUNTERS)) await db.schema.dropTable(table).execute()
}
