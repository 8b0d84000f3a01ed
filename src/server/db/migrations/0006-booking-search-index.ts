import { sql, type Kysely } from 'kysely'

import { databaseKind } from '../database.ts'

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe the schema as it was, not as it is */

/**
 * The admin's order search on SQLite at 100,000 bookings: an FTS5 index of trigrams over the searched fields, so
 * a substring of three characters or more is found from the index instead of by reading every booking (the
 * PostgreSQL twin is migration 0005's pg_trgm index). External content: the text stays in `bookings` only, and
 * the triggers keep the index in step with every insert, edit and delete, in the same transaction.
 *
 * Keep SEARCHED in step with the list's query (bookings-list.repository.ts): a column left out here is not found.
 */
const SEARCHED = [
  'customer_name',
  'customer_email',
  'customer_phone',
  'customer_phone_digits',
  'special_requirements',
] as const

const columns = sql.raw(SEARCHED.join(', '))
const values = (row: 'new' | 'old') => sql.raw(SEARCHED.map((column) => `${row}.${column}`).join(', '))

export async function up(db: Kysely<any>): Promise<void> {
  if (databaseKind(db) !== 'sqlite') return
  await sql`create virtual table if not exists bookings_search using fts5(
    ${columns}, content = 'bookings', content_rowid = 'id', tokenize = 'trigram')`.execute(db)
  await sql`create trigger if not exists bookings_search_insert after insert on bookings begin
    insert into bookings_search (rowid, ${columns}) values (new.id, ${values('new')});
  end`.execute(db)
  await sql`create trigger if not exists bookings_search_delete after delete on bookings begin
    insert into bookings_search (bookings_search, rowid, ${columns}) values ('delete', old.id, ${values('old')});
  end`.execute(db)
  await sql`create trigger if not exists bookings_search_update after update of ${columns} on bookings begin
    insert into bookings_search (bookings_search, rowid, ${columns}) values ('delete', old.id, ${values('old')});
    insert into bookings_search (rowid, ${columns}) values (new.id, ${values('new')});
  end`.execute(db)
  // The bookings made before this migration.
  await sql`insert into bookings_search (bookings_search) values ('rebuild')`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  if (databaseKind(db) !== 'sqlite') return
  for (const trigger of ['bookings_search_insert', 'bookings_search_delete', 'bookings_search_update']) {
    await sql`drop trigger if exists ${sql.id(trigger)}`.execute(db)
  }
  await sql`drop table if exists bookings_search`.execute(db)
}
