import { Kysely, PostgresDialect, sql } from 'kysely'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'

import { TEST_POSTGRES_URL, droppingAlone, testDatabase } from '../test/test-app.ts'
import { withNamedWrites } from './database.ts'

/** Scratch tables of this file's own, in a temporary schema of each connection. */
interface Scratch {
  notes: { id: number; body: string }
}

const opened: Kysely<Scratch>[] = []
/** A database of one connection whose writes are named, `size` of them at most. */
function namedWritesDb(size: number) {
  const pool = new pg.Pool({ connectionString: TEST_POSTGRES_URL, max: 1 })
  const db = new Kysely<Scratch>({ dialect: new PostgresDialect({ pool: withNamedWrites(pool, size) }) })
  opened.push(db)
  return db
}
afterAll(() => Promise.all(opened.map((db) => db.destroy())))

const preparedStatements = (connection: Kysely<Scratch>) =>
  sql<{ statement: string }>`select statement from pg_prepared_statements order by prepare_time`
    .execute(connection)
    .then((result) => result.rows.map((row) => row.statement))

describe.runIf(testDatabase === 'postgres')('the named writes of PostgreSQL', () => {
  it('keep each write parsed on its connection, bind each run its own values, and leave reads unnamed', async () => {
    // Two names at most, so that the third write shows what happens beyond them.
    await namedWritesDb(2)
      .connection()
      .execute(async (connection) => {
        await sql`create temporary table notes (id int primary key, body text not null)`.execute(connection)
        for (const [id, body] of [
          [1, 'first'],
          [2, "it's the second"],
          [3, 'third'],
        ] as const)
          await connection.insertInto('notes').values({ id, body }).execute()
        const read = await connection.selectFrom('notes').selectAll().orderBy('id').execute()
        expect(read).toEqual([
          { id: 1, body: 'first' },
          { id: 2, body: "it's the second" },
          { id: 3, body: 'third' },
        ])
        // A read, though it begins as a write may: not named.
        const newest = await connection
          .with('newest', (db) => db.selectFrom('notes').select('id').orderBy('id', 'desc').limit(1))
          .selectFrom('newest')
          .select('id')
          .execute()
        expect(newest).toEqual([{ id: 3 }])
        await connection
          .with('changed', (db) =>
            db.updateTable('notes').set({ body: 'changed' }).where('id', '=', 2).returning('id'),
          )
          .selectFrom('changed')
          .select('id')
          .execute()
        // A third write, beyond the two names: it runs, unnamed.
        await connection.deleteFrom('notes').where('id', '=', 3).execute()
        expect(await connection.selectFrom('notes').select('body').orderBy('id').execute()).toEqual([
          { body: 'first' },
          { body: 'changed' },
        ])
        expect(await preparedStatements(connection)).toEqual([
          'insert into "notes" ("id", "body") values ($1, $2)',
          'with "changed" as (update "notes" set "body" = $1 where "id" = $2 returning "id") select "id" from "changed"',
        ])
      })
  })

  it('forget a write that failed to parse, and prepare it once it can', async () => {
    await namedWritesDb(10)
      .connection()
      .execute(async (connection) => {
        const write = () => sql`insert into later (id) values (${1})`.execute(connection)
        await expect(write()).rejects.toThrow(/relation "later" does not exist/)
        await sql`create temporary table later (id int)`.execute(connection)
        await write()
        await write()
        expect(await preparedStatements(connection)).toEqual(['insert into later (id) values ($1)'])
        expect(
          await sql<{ n: number }>`select count(*)::int as n from later`.execute(connection),
        ).toMatchObject({
          rows: [{ n: 2 }],
        })
      })
  })

  it("answer a failed statement with PostgreSQL's own error", async () => {
    const failure = await namedWritesDb(10)
      .connection()
      .execute((connection) => sql`select 1 / ${0}::int as n`.execute(connection))
      .then(
        () => undefined,
        (error: unknown) => error,
      )
    expect(failure).toBeInstanceOf(pg.DatabaseError)
    expect(failure).toMatchObject({ code: '22012', message: 'division by zero' })
  })

  it("leave a write returning every column unnamed, and run a named one on after another connection's new column", async () => {
    const table = `named_writes_${process.pid}_${Math.random().toString(36).slice(2, 8)}`
    const other = new pg.Client({ connectionString: TEST_POSTGRES_URL })
    await other.connect()
    try {
      await other.query(`create table ${table} (id int primary key)`)
      await namedWritesDb(10)
        .connection()
        .execute(async (connection) => {
          const insert = (id: number) => sql`insert into ${sql.table(table)} (id) values (${id}) returning id`
          const insertEvery = (id: number) =>
            sql`insert into ${sql.table(table)} (id) values (${id}) returning *`
          await insert(1).execute(connection)
          await insertEvery(2).execute(connection)
          expect(await preparedStatements(connection)).toEqual([
            `insert into "${table}" (id) values ($1) returning id`,
          ])
          // Another instance's migration, say.
          await other.query(`alter table ${table} add column note text`)
          expect((await insert(3).execute(connection)).rows).toEqual([{ id: 3 }])
          expect((await insertEvery(4).execute(connection)).rows).toEqual([{ id: 4, note: null }])
        })
    } finally {
      // Not while another test file's migrations read the catalog, which lists this table.
      await droppingAlone((client) => client!.query(`drop table if exists ${table}`))
      await other.end()
    }
  })
})
