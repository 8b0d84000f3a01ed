import { sql, type Kysely, type RawBuilder } from 'kysely'

import { databaseKind } from '../database.ts'
import { createTrigramIndex, dropTrigramIndex } from './sqlite-trigram-index.ts'

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe the schema as it was, not as it is */

/** The customer directory's trigram index (migration 0008), and the columns it holds. */
const INDEX = 'customers_search'
const COLUMNS = ['name', 'email', 'phone', 'phone_digits', 'city']
const INDEX_ID = sql.id(INDEX)
const NAMES = sql.raw(COLUMNS.join(', '))

/** The customer's entry out of the index, under the rank and values it had (a trigger's `old` row). */
const TAKE_OUT_OF_INDEX = sql`insert into ${INDEX_ID} (${INDEX_ID}, rowid, ${NAMES})
  select 'delete', old.name_rank, ${sql.raw(COLUMNS.map((column) => `old.${column}`).join(', '))}
  where old.name_rank is not null`

/** Ranks lie between 0 and this, both excluded: far from 2^63, so that no sum of two overflows. */
const TOP = 2n ** 62n
/** Between two neighbours when ranks are dealt out over the whole order, while there are under 4 million customers. */
const SPACING = 2n ** 40n
/** The least room a window's ranks are spread with: some twenty places, each halving it, fit between two again. */
const ROOM = 2n ** 20n
/** How many customers either side of a new one's place a window of ranks dealt out afresh holds, tried in turn. */
const WINDOWS = [8, 64, 512, 4096, 32768]

/**
 * SQLite: the customer directory's search in name order, read from its trigram index in the index's own order.
 *
 * A search for a first name finds thousands of customers at 200,000 ("richard": 3,445), and its first page in name
 * order was had by finding and sorting all of them (2 to 3 ms of SQL, ten times as long as at 20,000: the growth
 * issue 18 measures). The index now keys each customer by `name_rank`, a number that grows with the directory's
 * order (lower(name), then id), so that the first matches it yields are the page's (0.1 ms for "richard"): FTS5
 * reads its rowids in order and stops at the page's end. The id stays the customer's key everywhere else.
 *
 * The ranks are kept by triggers in every write's own transaction. A new customer, or one whose name changed, takes
 * the rank halfway between its two neighbours' in the order (after the last, at most SPACING further). When they
 * leave no room, the ranks of a window around its place are dealt out afresh, evenly: the narrowest window of
 * WINDOWS whose span leaves ROOM between each two, else the whole order; only the window's customers move in the
 * index (an order-maintenance list: each rank moved pays for many places found without moving one). PostgreSQL
 * keeps its trigram index on search_text (migration 0007), which has no order.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (databaseKind(db) !== 'sqlite') return
  await sql`alter table customers add column name_rank integer`.execute(db)
  await sql`update customers set name_rank = ranked.position * ${sql.lit(SPACING)}
    from (select id, row_number() over (order by lower(name), id) as position from customers) as ranked
    where customers.id = ranked.id`.execute(db)
  await sql`create unique index customers_name_rank_idx on customers (name_rank)`.execute(db)
  await dropTrigramIndex(db, INDEX)
  await sql`create virtual table ${INDEX_ID} using fts5(
    ${NAMES}, content = 'customers', content_rowid = 'name_rank', tokenize = 'trigram')`.execute(db)
  await createRankTriggers(db)
  await sql`insert into ${INDEX_ID} (${INDEX_ID}) values ('rebuild')`.execute(db)
  await mergeIndex(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  if (databaseKind(db) !== 'sqlite') return
  for (const trigger of ['insert', 'update', 'delete', 'window'])
    await sql`drop trigger if exists ${sql.id(`customers_name_rank_${trigger}`)}`.execute(db)
  await sql`drop table if exists customer_rank_windows`.execute(db)
  await dropTrigramIndex(db, INDEX)
  await sql`drop index if exists customers_name_rank_idx`.execute(db)
  await sql`alter table customers drop column name_rank`.execute(db)
  await createTrigramIndex(db, INDEX, 'customers', COLUMNS)
  await mergeIndex(db)
}

/** The index in one segment, merging from then on as migration 0021 set it. */
async function mergeIndex(db: Kysely<any>) {
  await sql`insert into ${INDEX_ID} (${INDEX_ID}) values ('optimize')`.execute(db)
  await sql`insert into ${INDEX_ID} (${INDEX_ID}, rank) values ('automerge', 16)`.execute(db)
}

/**
 * The ranks of the customers either side of `id` in name order (lower(name) is `key`; customers_name_idx holds it
 * with the id), 0 and TOP where it has none: before, the last of its name with a smaller id, else the last of a
 * smaller name; after, alike.
 */
function neighbours(key: string, id: string): { before: RawBuilder<unknown>; after: RawBuilder<unknown> } {
  const [k, i] = [sql.raw(key), sql.raw(id)]
  const ranked = sql.raw('name_rank is not null')
  return {
    before: sql`coalesce(
      (select name_rank from customers where lower(name) = ${k} and id < ${i} and ${ranked} order by id desc limit 1),
      (select name_rank from customers where lower(name) < ${k} and ${ranked} order by lower(name) desc, id desc
        limit 1),
      0)`,
    after: sql`coalesce(
      (select name_rank from customers where lower(name) = ${k} and id > ${i} and ${ranked} order by id limit 1),
      (select name_rank from customers where lower(name) > ${k} and ${ranked} order by lower(name), id limit 1),
      ${sql.lit(TOP)})`,
  }
}

/**
 * Halfway between the neighbours (after the last, at most SPACING on); null when they leave no room. DISTINCT keeps
 * SQLite from copying the neighbours' look-ups into each use of lo and hi (flattening the subquery): they ran five
 * times, 0.09 ms of a new customer's 0.17.
 */
function rankBetweenNeighbours(key: string, id: string) {
  const { before, after } = neighbours(key, id)
  return sql`(select case when hi - lo >= 2 then lo + min((hi - lo) / 2, ${sql.lit(SPACING)}) end
    from (select distinct ${before} as lo, ${after} as hi))`
}

/**
 * The statements of the trigger that deals out afresh the ranks of a window around the customer `new.id`, left
 * without a rank: the window's bounds (exclusive) are found once and kept in its row of customer_rank_windows,
 * since the statements after change the ranks they are read from.
 */
function windowStatements() {
  const { before, after } = neighbours('(select lower(name) from customers where id = new.id)', 'new.id')
  // The rank `k` customers before (after) the neighbour, which counts as the first; 0 (TOP) where there are fewer.
  const lowBound = (k: RawBuilder<unknown>) =>
    sql`coalesce((select name_rank from customers where name_rank <= ${before} order by name_rank desc
      limit 1 offset ${k}), 0)`
  const highBound = (k: RawBuilder<unknown>) =>
    sql`coalesce((select name_rank from customers where name_rank >= ${after} order by name_rank
      limit 1 offset ${k}), ${sql.lit(TOP)})`
  const narrowest = sql.join(
    WINDOWS.map(
      (k) =>
        sql`when ${highBound(sql.lit(k))} - ${lowBound(sql.lit(k))} >= ${sql.lit(ROOM * BigInt(2 * k + 2))} then ${sql.lit(k)}`,
    ),
    sql` `,
  )
  const k = sql.raw('(select k from customer_rank_windows)')
  const [lo, hi] = [
    sql.raw('(select lo from customer_rank_windows)'),
    sql.raw('(select hi from customer_rank_windows)'),
  ]
  const inWindow = sql`${lo} < name_rank and name_rank < ${hi}`
  return [
    sql`update customer_rank_windows set k = case ${narrowest} end`,
    sql`update customer_rank_windows set
      lo = case when ${k} is null then 0 else ${lowBound(k)} end,
      hi = case when ${k} is null then ${sql.lit(TOP)} else ${highBound(k)} end`,
    // Out of the index under their old ranks; then the window's ranks, with the new customer's place among them,
    // made negative (the unique index allows no two alike even for a moment) of their final values, spread evenly in
    // name order; then those values, and back into the index.
    sql`insert into ${INDEX_ID} (${INDEX_ID}, rowid, ${NAMES})
      select 'delete', name_rank, ${NAMES} from customers where ${inWindow}`,
    sql`update customers set name_rank = -(${lo} + spread.position * ((${hi} - ${lo}) / (spread.count + 1)))
      from (select id, row_number() over (order by lower(name), id) as position, count(*) over () as count
        from (select id, name from customers where ${inWindow}
          union all select id, name from customers where id = new.id)) as spread
      where customers.id = spread.id`,
    sql`update customers set name_rank = -name_rank where name_rank < 0`,
    sql`insert into ${INDEX_ID} (rowid, ${NAMES}) select name_rank, ${NAMES} from customers where ${inWindow}`,
    sql`delete from customer_rank_windows`,
  ]
}

const trigger = (event: string) => sql.id(`customers_name_rank_${event}`)

/** Into the index under its rank; without one, through a window, which puts it there with the others. */
const PLACE_IN_INDEX = sql`insert into ${INDEX_ID} (rowid, ${NAMES})
    select name_rank, ${NAMES} from customers where id = new.id and name_rank is not null;
  insert into customer_rank_windows (id) select id from customers where id = new.id and name_rank is null`

/**
 * The trigger that moves a customer whose searched columns were written: out of the index, to a new place when its
 * name changed, back in. `whenChanged` (migration 0027) skips an update that leaves all of them as they were.
 */
export async function createRankUpdateTrigger(db: Kysely<any>, { whenChanged }: { whenChanged: boolean }) {
  const changed = sql.join(
    COLUMNS.map((column) => sql.raw(`old.${column} is not new.${column}`)),
    sql` or `,
  )
  await sql`create trigger ${trigger('update')} after update of ${NAMES} on customers
    ${whenChanged ? sql`when ${changed}` : sql``} begin
    ${TAKE_OUT_OF_INDEX};
    update customers set name_rank = ${rankBetweenNeighbours('lower(new.name)', 'new.id')}
      where id = new.id and lower(new.name) is not lower(old.name);
    ${PLACE_IN_INDEX};
  end`.execute(db)
}

async function createRankTriggers(db: Kysely<any>) {
  // A customer left without a rank asks for a window around it through this table's trigger.
  await sql`create table customer_rank_windows (id integer primary key, k integer, lo integer, hi integer)`.execute(
    db,
  )
  await sql`create trigger ${trigger('window')} after insert on customer_rank_windows begin
    ${sql.join(windowStatements(), sql`;\n`)};
  end`.execute(db)

  await sql`create trigger ${trigger('insert')} after insert on customers begin
    update customers set name_rank = ${rankBetweenNeighbours('lower(new.name)', 'new.id')} where id = new.id;
    ${PLACE_IN_INDEX};
  end`.execute(db)
  await createRankUpdateTrigger(db, { whenChanged: false })
  await sql`create trigger ${trigger('delete')} after delete on customers begin
    ${TAKE_OUT_OF_INDEX};
  end`.execute(db)
}
