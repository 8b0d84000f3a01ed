import { sql, type Kysely } from 'kysely'

import { databaseKind } from '../database.ts'

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe the schema as it was, not as it is */

/**
 * The return time (issue 42 point 2): the window the sharpened knives go back in, from the same pickup windows.
 * One driver does both, so a return takes a place in its window exactly as a pickup does: the triggers below count
 * it into the window's lock row (`pickup_slot_locks.taken`, migration 0022), in the statement that writes the
 * booking, where migration 0028's check holds the count to the capacity the path wrote. `return_reminders` keys the
 * day-before reminder of a return as `pickup_reminders` does a pickup's.
 */

/** The booking (a trigger's `old.` or `new.`) holds a place in its return window. */
const holdsReturnPlace = (row: 'old.' | 'new.') =>
  sql.raw(`${row}return_start is not null and ${row}status <> 'cancelled'`)

const movesReturnPlace = sql.raw(
  `old.return_start is distinct from new.return_start or (old.status = 'cancelled') <> (new.status = 'cancelled')`,
)

const SQLITE_TRIGGERS = ['return_taken_insert', 'return_taken_delete', 'return_taken_update']

async function createSqliteTriggers(db: Kysely<any>) {
  const take = sql`insert into pickup_slot_locks (slot_start, taken)
    select new.return_start, 1 where ${holdsReturnPlace('new.')}
    on conflict (slot_start) do update set taken = taken + 1;`
  const give = sql`update pickup_slot_locks set taken = taken - 1
    where slot_start = old.return_start and ${holdsReturnPlace('old.')};`
  const triggers = [
    sql`create trigger return_taken_insert after insert on bookings for each row
      begin ${take} end`,
    sql`create trigger return_taken_delete after delete on bookings for each row
      begin ${give} end`,
    sql`create trigger return_taken_update after update of return_start, status on bookings for each row
      when ${movesReturnPlace}
      begin ${give} ${take} end`,
  ]
  for (const trigger of triggers) await trigger.execute(db)
}

/**
 * PostgreSQL: named to fire after booking_pickup_taken and before the other triggers on `bookings` (they fire in
 * name order), so a change takes the windows' rows before the Reports counters', as every other path does.
 */
async function createPostgresTriggers(db: Kysely<any>) {
  await sql`create or replace function booking_return_taken() returns trigger language plpgsql
    set search_path from current as $$
    begin
      if tg_op = 'UPDATE' and not (${movesReturnPlace}) then
        return null;
      end if;
      if tg_op <> 'INSERT' and ${holdsReturnPlace('old.')} then
        update pickup_slot_locks set taken = taken - 1 where slot_start = old.return_start;
      end if;
      if tg_op <> 'DELETE' and ${holdsReturnPlace('new.')} then
        insert into pickup_slot_locks as slot (slot_start, taken) values (new.return_start, 1)
          on conflict (slot_start) do update set taken = slot.taken + 1;
      end if;
      return null;
    end $$`.execute(db)
  await sql`create trigger booking_return_taken after insert or delete or update of return_start, status
    on bookings for each row execute function booking_return_taken()`.execute(db)
}

export async function up(db: Kysely<any>): Promise<void> {
  const postgres = databaseKind(db) === 'postgres'
  const instant = postgres ? 'bigint' : 'integer'
  await db.schema.alterTable('bookings').addColumn('return_start', instant).execute()
  await db.schema.alterTable('bookings').addColumn('return_end', instant).execute()
  await db.schema
    .createIndex('bookings_return_start_idx')
    .on('bookings')
    .column('return_start')
    .where(sql.ref('return_start'), 'is not', null)
    .execute()
  await db.schema
    .createTable('return_reminders')
    .addColumn('booking_id', 'integer', (c) => c.notNull().references('bookings.id').onDelete('cascade'))
    .addColumn('return_start', instant, (c) => c.notNull())
    .addColumn('queued_at', instant, (c) => c.notNull())
    .addPrimaryKeyConstraint('return_reminders_pk', ['booking_id', 'return_start'])
    .execute()
  if (postgres) await createPostgresTriggers(db)
  else await createSqliteTriggers(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  // The returns' places leave the windows' counts with the columns that held them.
  const returns = sql`from bookings where return_start is not null and status <> 'cancelled'`
  await sql`update pickup_slot_locks
    set taken = taken - (select count(*) ${returns} and return_start = pickup_slot_locks.slot_start)
    where slot_start in (select return_start ${returns})`.execute(db)
  if (databaseKind(db) === 'postgres') {
    await sql`drop trigger booking_return_taken on bookings`.execute(db)
    await sql`drop function booking_return_taken()`.execute(db)
  } else {
    for (const name of SQLITE_TRIGGERS) await sql`drop trigger ${sql.id(name)}`.execute(db)
  }
  await db.schema.dropTable('return_reminders').execute()
  await db.schema.dropIndex('bookings_return_start_idx').execute()
  await db.schema.alterTable('bookings').dropColumn('return_end').execute()
  await db.schema.alterTable('bookings').dropColumn('return_start').execute()
}
