import { sql } from 'kysely'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'

import { createTestApp, type TestApp } from '../test/test-app.ts'
import type { Db } from './database.ts'
import { preparedStatement } from './prepared-statement.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())
beforeEach(async () => {
  await t.app.db.deleteFrom('rate_limits').execute()
})

/** The rate-limit table is the simplest to write: a key, its hits and when they reset. */
interface Hit {
  key: string
  hits: number
  reset_at: number
}

const rows = (db: Db) => db.selectFrom('rate_limits').selectAll().orderBy('key').execute()

describe('a prepared statement', () => {
  it('is built once and binds each run its own values, the same value wherever the builder placed it', async () => {
    const build = vi.fn((db: Db, hit: Hit) =>
      db
        .insertInto('rate_limits')
        .values(hit)
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet({ hits: hit.hits, reset_at: hit.reset_at }),
        )
        .returning(['key', 'hits']),
    )
    const upsert = preparedStatement(build)

    expect(await upsert(t.app.db, { key: 'a', hits: 1, reset_at: 10 })).toEqual([{ key: 'a', hits: 1 }])
    // Built twice on the first run (the builds are compared), never again.
    expect(build).toHaveBeenCalledTimes(2)
    expect(await upsert(t.app.db, { key: 'b', hits: 2, reset_at: 20 })).toEqual([{ key: 'b', hits: 2 }])
    expect(await upsert(t.app.db, { key: 'a', hits: 7, reset_at: 70 })).toEqual([{ key: 'a', hits: 7 }])
    expect(build).toHaveBeenCalledTimes(2)
    expect(await rows(t.app.db)).toEqual([
      { key: 'a', hits: 7, reset_at: 70 },
      { key: 'b', hits: 2, reset_at: 20 },
    ])
  })

  it('places the values of a row among its values one by one, and compiles `sql` against the database', async () => {
    const build = vi.fn(
      (_db: Db, { hit, least }: { hit: Hit; least: number }) =>
        sql<{ key: string; counted: number }>`
          insert into rate_limits (key, hits, reset_at) values (${hit.key}, ${hit.hits}, ${hit.reset_at})
          returning key, case when hits < ${least} then ${least} else hits end as counted`,
    )
    const insert = preparedStatement(build)
    expect(await insert(t.app.db, { hit: { key: 'a', hits: 1, reset_at: 10 }, least: 5 })).toEqual([
      { key: 'a', counted: 5 },
    ])
    expect(await insert(t.app.db, { hit: { key: 'b', hits: 9, reset_at: 20 }, least: 2 })).toEqual([
      { key: 'b', counted: 9 },
    ])
    expect(build).toHaveBeenCalledTimes(2)
    expect(await rows(t.app.db)).toEqual([
      { key: 'a', hits: 1, reset_at: 10 },
      { key: 'b', hits: 9, reset_at: 20 },
    ])
  })

  it('runs in the transaction it is given, and is undone with it', async () => {
    const insert = preparedStatement((db, hit: Hit) => db.insertInto('rate_limits').values(hit))
    await expect(
      t.app.db.transaction().execute(async (trx) => {
        await insert(trx, { key: 'undone', hits: 1, reset_at: 0 })
        expect(await rows(trx)).toHaveLength(1)
        throw new Error('rolled back')
      }),
    ).rejects.toThrow('rolled back')
    expect(await rows(t.app.db)).toEqual([])
  })

  it('is built again for a value that is null, which may change what the builder writes', async () => {
    // No key: every row.
    const build = vi.fn((db: Db, found: { key: string | null }) =>
      db
        .selectFrom('rate_limits')
        .select('hits')
        .$if(found.key !== null, (query) => query.where('key', '=', found.key!))
        .orderBy('hits'),
    )
    const hitsOf = preparedStatement(build)
    await t.app.db
      .insertInto('rate_limits')
      .values([
        { key: 'x', hits: 3, reset_at: 0 },
        { key: 'y', hits: 4, reset_at: 0 },
      ])
      .execute()

    expect(await hitsOf(t.app.db, { key: 'x' })).toEqual([{ hits: 3 }])
    expect(await hitsOf(t.app.db, { key: null })).toEqual([{ hits: 3 }, { hits: 4 }])
    expect(await hitsOf(t.app.db, { key: 'y' })).toEqual([{ hits: 4 }])
    expect(build).toHaveBeenCalledTimes(4)
  })

  it('is built every run on a database with plugins, so that each plugin sees every statement', async () => {
    const insert = preparedStatement((db, hit: Hit) => db.insertInto('rate_limits').values(hit))
    await insert(t.app.db, { key: 'plain', hits: 1, reset_at: 0 })
    const seen: string[] = []
    const watching = t.app.db.withPlugin({
      transformQuery: (args) => (seen.push(args.node.kind), args.node),
      transformResult: async (args) => args.result,
    })
    await insert(watching, { key: 'watched 1', hits: 1, reset_at: 0 })
    await insert(watching, { key: 'watched 2', hits: 1, reset_at: 0 })
    expect(seen).toEqual(['InsertQueryNode', 'InsertQueryNode'])
    expect((await rows(t.app.db)).map((row) => row.key)).toEqual(['plain', 'watched 1', 'watched 2'])
  })

  it('refuses a builder that computes with its values, or binds a value of its own that changes', async () => {
    const computed = preparedStatement((db, hit: { key: string; at: number }) =>
      db.insertInto('rate_limits').values({ key: hit.key, hits: 1, reset_at: hit.at + 60_000 }),
    )
    await expect(computed(t.app.db, { key: 'k', at: 1 })).rejects.toThrow(
      `A prepared statement's builder used its value "at" instead of placing it`,
    )
    let drawn = 0
    const ownValue = preparedStatement((db, hit: { key: string }) =>
      db.insertInto('rate_limits').values({ key: hit.key, hits: 1, reset_at: (drawn += 1) }),
    )
    await expect(ownValue(t.app.db, { key: 'k' })).rejects.toThrow(
      "A prepared statement's parameter 3 changed between two builds: pass it as a value",
    )
    const ownText = preparedStatement((db, hit: { key: string }) =>
      db.insertInto('rate_limits').values({ key: hit.key, hits: sql.lit((drawn += 1)), reset_at: 0 }),
    )
    await expect(ownText(t.app.db, { key: 'k' })).rejects.toThrow(
      "A prepared statement's SQL changed between two builds: its shape must follow its values only",
    )
    const wholeObject = preparedStatement((db, hit: { key: string; doc: object }) =>
      db.insertInto('rate_limits').values({ key: hit.key, hits: hit.doc as never, reset_at: 0 }),
    )
    await expect(wholeObject(t.app.db, { key: 'k', doc: { a: 1 } })).rejects.toThrow(
      "A prepared statement's parameter 2 changed between two builds: pass it as a value",
    )
    expect(await rows(t.app.db)).toEqual([])
  })
})
