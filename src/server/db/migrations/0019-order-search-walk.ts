import { sql, type Kysely } from 'kysely'

import { databaseKind } from '../database.ts'

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe the schema as it was, not as it is */

/**
 * The admin's order search on PostgreSQL at a million bookings (issue 18), newest first: one narrow row per
 * order (its archive flag, status, creation instant and the searched fields as one lower-cased text), kept by a
 * trigger in the same transaction as every write to `bookings`. Two indexes hold the text beside the order they
 * sort by, so the list walks the newest orders of a status (or of the archive switch alone) testing each text
 * from the index alone, and stops at the matches it needs (modules/bookings/bookings-search-walk.ts). Migration
 * 0005's trigram index still answers the other sorts, the counts and the searches whose matches are too rare
 * for a walk; SQLite walks its FTS5 index instead (migration 0006).
 *
 * The text is migration 0005's expression (bookings-list.repository.ts, SEARCH_TEXT): keep the three identical.
 */
const searchText = (row: string) =>
  sql.raw(
    `lower(${row}.customer_name || E'\\n' || ${row}.customer_email || E'\\n' || coalesce(${row}.customer_phone, '') || E'\\n' || coalesce(${row}.customer_phone_digits, '') || E'\\n' || coalesce(${row}.special_requirements, ''))`,
  )

export async function up(db: Kysely<any>): Promise<void> {
  if (databaseKind(db) !== 'postgres') return
  await sql`create table bookings_search_walk (
    id integer primary key,
    archived integer not null,
    status text not null,
    created_at bigint not null,
    text text not null
  )`.execute(db)
  // A walk reads the index alone only where the table's pages are marked all-visible, which a vacuum does: by
  // default not until a fifth of the table is new, and the newest orders are the ones walked first.
  await sql`alter table bookings_search_walk set (
    autovacuum_vacuum_insert_threshold = 1000, autovacuum_vacuum_insert_scale_factor = 0,
    autovacuum_vacuum_threshold = 1000, autovacuum_vacuum_scale_factor = 0.01)`.execute(db)

  await sql`create or replace function bookings_search_walk_row() returns trigger language plpgsql
    set search_path from current as $$
    begin
      if tg_op = 'DELETE' then
        delete from bookings_search_walk where id = old.id;
      elsif tg_op = 'INSERT' then
        insert into bookings_search_walk (id, archived, status, created_at, text)
          values (new.id, new.archived, new.status, new.created_at, ${searchText('new')});
      elsif (new.id, new.archived, new.status, new.created_at, ${searchText('new')})
          is distinct from (old.id, old.archived, old.status, old.created_at, ${searchText('old')}) then
        update bookings_search_walk
          set id = new.id, archived = new.archived, status = new.status, created_at = new.created_at,
            text = ${searchText('new')}
          where id = old.id;
      end if;
      return null;
    end $$`.execute(db)
  await sql`create trigger bookings_search_walk_row
    after insert or delete or update of id, archived, status, created_at, customer_name, customer_email,
      customer_phone, customer_phone_digits, special_requirements on bookings
    for each row execute function bookings_search_walk_row()`.execute(db)

  // What is there already, copied once the trigger is in place (migrations run in one transaction).
  await sql`insert into bookings_search_walk (id, archived, status, created_at, text)
    select id, archived, status, created_at, ${searchText('bookings')} from bookings`.execute(db)
  // The list's order (created_at, then id) with the text beside it: a walk reads no table row.
  await sql`create index bookings_search_walk_status_idx
    on bookings_search_walk (archived, status, created_at, id) include (text)`.execute(db)
  await sql`create index bookings_search_walk_created_idx
    on bookings_search_walk (archived, created_at, id) include (text)`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  if (databaseKind(db) !== 'postgres') return
  await sql`drop trigger if exists bookings_search_walk_row on bookings`.execute(db)
  await sql`drop function if exists bookings_search_walk_row()`.execute(db)
  await sql`drop table if exists bookings_search_walk`.execute(db)
}
