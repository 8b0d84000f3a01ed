import { sql, type Kysely } from 'kysely'

import { databaseKind } from '../database.ts'

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe the schema as it was, not as it is */

/**
 * The Customer Management cards at a million bookings (issue 18): how many customers there are and how many have
 * more than one order, in one row kept by triggers on `customers` and `bookings`, so every path that writes
 * either (a repository, a route added later, a hand-written statement) keeps it exact in its own transaction.
 * The revenue cards read migration 0014's counters.
 */

/** How many bookings the customer has, counted no further than 3 (bookings_customer_idx): 1 and 2 are what matter. */
const bookingsOf = (customer: string) =>
  sql.raw(`(select count(*) from (select 1 from bookings where customer_id = ${customer} limit 3) as mine)`)

async function createSqliteTriggers(db: Kysely<any>) {
  const triggers = [
    sql`create trigger if not exists customer_stats_customer_insert after insert on customers for each row
      begin update customer_stats set customers = customers + 1; end`,
    sql`create trigger if not exists customer_stats_customer_delete after delete on customers for each row
      begin update customer_stats set customers = customers - 1; end`,
    // A customer's second booking makes them a repeat customer; losing the second takes it back.
    sql`create trigger if not exists customer_stats_booking_insert after insert on bookings for each row
      when ${bookingsOf('new.customer_id')} = 2
      begin update customer_stats set repeat_customers = repeat_customers + 1; end`,
    sql`create trigger if not exists customer_stats_booking_delete after delete on bookings for each row
      when ${bookingsOf('old.customer_id')} = 1
      begin update customer_stats set repeat_customers = repeat_customers - 1; end`,
    sql`create trigger if not exists customer_stats_booking_move after update of customer_id on bookings
      for each row when old.customer_id <> new.customer_id
      begin update customer_stats set repeat_customers = repeat_customers
        - (${bookingsOf('old.customer_id')} = 1) + (${bookingsOf('new.customer_id')} = 2); end`,
  ]
  for (const trigger of triggers) await trigger.execute(db)
}

/**
 * PostgreSQL: the booking's customers are locked first (in id order, so two moves never deadlock), so that of two
 * transactions giving the same customer a booking at once, the second counts after the first has committed (each
 * statement of the function reads the latest commits) and only one of them makes the customer a repeat one.
 */
async function createPostgresTriggers(db: Kysely<any>) {
  await sql`create or replace function customer_stats_customers() returns trigger language plpgsql
    set search_path from current as $$
    begin
      update customer_stats set customers = customers + case when tg_op = 'INSERT' then 1 else -1 end;
      return null;
    end $$`.execute(db)
  await sql`create or replace function customer_stats_bookings() returns trigger language plpgsql
    set search_path from current as $$
    declare
      change integer := 0;
    begin
      if tg_op = 'UPDATE' and old.customer_id = new.customer_id then
        return null;
      end if;
      perform 1 from customers
        where id in (case when tg_op = 'INSERT' then null else old.customer_id end,
                     case when tg_op = 'DELETE' then null else new.customer_id end)
        order by id for update;
      if tg_op <> 'INSERT' and ${bookingsOf('old.customer_id')} = 1 then
        change := change - 1;
      end if;
      if tg_op <> 'DELETE' and ${bookingsOf('new.customer_id')} = 2 then
        change := change + 1;
      end if;
      if change <> 0 then
        update customer_stats set repeat_customers = repeat_customers + change;
      end if;
      return null;
    end $$`.execute(db)
  await sql`drop trigger if exists customer_stats_customers on customers`.execute(db)
  await sql`create trigger customer_stats_customers after insert or delete on customers
    for each row execute function customer_stats_customers()`.execute(db)
  await sql`drop trigger if exists customer_stats_bookings on bookings`.execute(db)
  await sql`create trigger customer_stats_bookings after insert or delete or update of customer_id on bookings
    for each row execute function customer_stats_bookings()`.execute(db)
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('customer_stats')
    .ifNotExists()
    .addColumn('id', 'integer', (column) => column.primaryKey())
    .addColumn('customers', 'bigint', (column) => column.notNull())
    .addColumn('repeat_customers', 'bigint', (column) => column.notNull())
    .execute()
  if (databaseKind(db) === 'postgres') await createPostgresTriggers(db)
  else await createSqliteTriggers(db)
  // What is there already, counted once the triggers are in place (migrations run in one transaction).
  await sql`delete from customer_stats`.execute(db)
  await sql`insert into customer_stats (id, customers, repeat_customers) values (1,
    (select count(*) from customers),
    (select count(*) from (select customer_id from bookings group by customer_id having count(*) > 1) as repeat))`.execute(
    db,
  )
}

export async function down(db: Kysely<any>): Promise<void> {
  if (databaseKind(db) === 'postgres') {
    await sql`drop trigger if exists customer_stats_customers on customers`.execute(db)
    await sql`drop trigger if exists customer_stats_bookings on bookings`.execute(db)
    await sql`drop function if exists customer_stats_customers()`.execute(db)
    await sql`drop function if exists customer_stats_bookings()`.execute(db)
  } else {
    for (const name of [
      'customer_stats_customer_insert',
      'customer_stats_customer_delete',
      'customer_stats_booking_insert',
      'customer_stats_booking_delete',
      'customer_stats_booking_move',
    ])
      await sql`drop trigger if exists ${sql.id(name)}`.execute(db)
  }
  await db.schema.dropTable('customer_stats').ifExists().execute()
}
