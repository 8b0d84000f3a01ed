import { sql, type Kysely } from 'kysely'

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe the schema as it was, not as it is */

/**
 * A substring search index on SQLite: an FTS5 table of trigrams over some text columns of `table`, with external
 * content (the text stays in `table` alone, whose integer id is the index's rowid) and the triggers that keep it
 * in step with every insert, update and delete, in the same transaction. Query it through trigramMatch
 * (db/trigram-search.ts). Rebuilt from the rows already there. `alsoUpdatedBy`: columns of `table` that a generated
 * column among `columns` is computed from, whose updates must reach the index too.
 */
export async function createTrigramIndex(
  db: Kysely<any>,
  index: string,
  table: string,
  columns: string[],
  alsoUpdatedBy: string[] = [],
) {
  const names = sql.raw(columns.join(', '))
  const updatedBy = sql.raw([...columns, ...alsoUpdatedBy].join(', '))
  const values = (row: 'new' | 'old') => sql.raw(columns.map((column) => `${row}.${column}`).join(', '))
  const trigger = (event: string) => sql.id(`${index}_${event}`)
  await sql`create virtual table if not exists ${sql.id(index)} using fts5(
    ${names}, content = ${sql.lit(table)}, content_rowid = 'id', tokenize = 'trigram')`.execute(db)
  await sql`create trigger if not exists ${trigger('insert')} after insert on ${sql.id(table)} begin
    insert into ${sql.id(index)} (rowid, ${names}) values (new.id, ${values('new')});
  end`.execute(db)
  await sql`create trigger if not exists ${trigger('delete')} after delete on ${sql.id(table)} begin
    insert into ${sql.id(index)} (${sql.id(index)}, rowid, ${names}) values ('delete', old.id, ${values('old')});
  end`.execute(db)
  await sql`create trigger if not exists ${trigger('update')} after update of ${updatedBy} on ${sql.id(table)} begin
    insert into ${sql.id(index)} (${sql.id(index)}, rowid, ${names}) values ('delete', old.id, ${values('old')});
    insert into ${sql.id(index)} (rowid, ${names}) values (new.id, ${values('new')});
  end`.execute(db)
  await sql`insert into ${sql.id(index)} (${sql.id(index)}) values ('rebuild')`.execute(db)
}

export async function dropTrigramIndex(db: Kysely<any>, index: string) {
  for (const event of ['insert', 'delete', 'update']) {
    await sql`drop trigger if exists ${sql.id(`${index}_${event}`)}`.execute(db)
  }
  await sql`drop table if exists ${sql.id(index)}`.execute(db)
}
