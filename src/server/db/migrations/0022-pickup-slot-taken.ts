import { sql, type Kysely } from 'kysely'

import { databaseKind } from '../database.ts'

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe the schema as it was, not as it is */

/**
 * The places taken in each pickup window, kept in the window's lock row (migration 0011) by triggers on
 * `bookings` (issue 18): a new booking reads its window's count in the statement that locks the window, instead
 * of counting the window's bookings, which made a busy window (a business with room for hundreds) the slowest
 * part of taking a booking. A booking holds a place while it has a window and is not cancelled; the triggers keep
 * the count so on every write, whatever makes it.
 */

/** The booking (a trigger's `old.` or `new.`, or a row of the table's own) holds a place in its window. */
const holdsPlace = (row: 'old.' | 'new.' | '') =>
  sql.raw(`${row}pickup_start is not null and ${row}status <> 'cancelled'`)

/** An update that moves the booking to another window, or in or out of cancelled (SQLite 3.39+ has the syntax). */
const movesPlace = sql.raw(
  `old.pickup_start is distinct from new.pickup_start or (old.status = 'cancelled') <> (new.status = 'cancelled')`,
)

async function createSqliteTriggers(db: Kysely<any>) {
  const take = sql`insert into pickup_slot_locks (slot_start, taken)
    select new.pickup_start, 1 where ${holdsPlace('new.')}
    on conflict (slot_start) do update set taken = taken + 1;`
  const give = sql`update pickup_slot_locks set taken = taken - 1
    where slot_start = old.pickup_start and ${holdsPlace('old.')};`
  const triggers = [
    sql`create trigger pickup_taken_insert after insert on bookings for each row
      begin ${take} end`,
    sql`create trigger pickup_taken_delete after delete on bookings for each row
      begin ${give} end`,
    sql`create trigger pickup_taken_update after update of pickup_start, status on bookings for each row
      when ${movesPlace}
      begin ${give} ${take} end`,
  ]
  for (const trigger of triggers) await trigger.execute(db)
}

/**
 * PostgreSQL: named to fire before the other triggers on `bookings` (they fire in name order), so that every
 * transaction that touches a window's row and the Reports counters takes the window's first, as a new booking
 * does (it locks its window before anything else), and two of them never wait on each other in a circle.
 */
async function createPostgresTriggers(db: Kysely<any>) {
  await sql`create or replace function booking_pickup_taken() returns trigger language plpgsql
    set search_path from current as $$
    begin
      if tg_op = 'UPDATE' and not (${movesPlace}) then
        return null;
      end if;
      if tg_op <> 'INSERT' and ${holdsPlace('old.')} then
        update pickup_slot_locks set taken = taken - 1 where slot_start = old.pickup_start;
      end if;
      if tg_op <> 'DELETE' and ${holdsPlace('new.')} then
        insert into pickup_slot_locks as slot (slot_start, taken) values (new.pickup_start, 1)
          on conflict (slot_start) do update set taken = slot.taken + 1;
      end if;
      return null;
    end $$`.execute(db)
  await sql`create trigger booking_pickup_taken after insert or delete or update of pickup_start, status
    on bookings for each row execute function booking_pickup_taken()`.execute(db)
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('pickup_slot_locks')
    .addColumn('taken', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await sql`insert into pickup_slot_locks (slot_start, taken)
    select pickup_start, count(*) from bookings where ${holdsPlace('')}
    group by pickup_start
    on conflict (slot_start) do update set taken = excluded.taken`.execute(db)
  if (databaseKind(db) === 'postgres') await createPostgresTriggers(db)
  else await createSqliteTriggers(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  if (databaseKind(db) === 'postgres') {
    await sql`drop trigger booking_pickup_taken on bookings`.execute(db)
    await sql`drop function booking_pickup_taken()`.execute(db)
  } else {
    for (const name of ['pickup_taken_insert', 'pickup_taken_delete', 'pickup_taken_update'])
      await sql`drop trigger ${sql.id(name)}`.execute(db)
  }
  await db.schema.alterTable('pickup_slot_locks').dropColumn('taken').execute()
}
