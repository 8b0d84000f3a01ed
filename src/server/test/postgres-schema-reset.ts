import type pg from 'pg'

/**
 * What a PostgreSQL test schema held right after its migrations, for putting it back that way once a test is done
 * with it (resetToMigrated), so that the next test app in the worker takes it instead of migrating a new one.
 */
export interface MigratedSchema {
  /** A digest of the schema's rows in the system catalogs (CATALOG_ROWS), which any DDL in it changes; read again
   *  after each reset, whose TRUNCATE writes some of them. */
  catalogRows: string
  /** The rows the migrations wrote, by table, as json_agg text. */
  seeds: Map<string, string>
  /** Each sequence's last value (null: never used). */
  sequences: Map<string, string | null>
  /** What the planner reads of each relation, as pg_class rows in JSON (relname, relpages, reltuples, relallvisible). */
  plannerState: string
}

/** The tables that are the migrator's own: kept as they are, since they say which migrations ran. */
const MIGRATOR_TABLES = ['kysely_migration', 'kysely_migration_lock']

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`

/**
 * The schema's rows in the system catalogs, each as its id and the transaction that last wrote it (xmin), digested:
 * any DDL in the schema (a column added or dropped, an index, a trigger disabled, a function, a type, a table's
 * migration down and up again) writes at least one of them, where reading and writing data writes none (ANALYZE
 * and VACUUM update pg_class in place, keeping xmin). TRUNCATE writes its table's rows: resetToMigrated reads the
 * digest again after its own.
 */
const CATALOG_ROWS = `
  with schema as (select $1::text::regnamespace as id),
       rels as (select oid from pg_class where relnamespace = (select id from schema))
  select md5(string_agg(line, ',' order by line)) as digest from (
    select concat('n', oid, ':', xmin) as line from pg_namespace where oid = (select id from schema)
    union all select concat('c', oid, ':', xmin) from pg_class where oid in (select oid from rels)
    union all select concat('a', attrelid, '.', attnum, ':', xmin) from pg_attribute where attrelid in (select oid from rels)
    union all select concat('d', oid, ':', xmin) from pg_attrdef where adrelid in (select oid from rels)
    union all select concat('i', indexrelid, ':', xmin) from pg_index where indrelid in (select oid from rels)
    union all select concat('k', oid, ':', xmin) from pg_constraint where connamespace = (select id from schema)
    union all select concat('t', oid, ':', xmin) from pg_trigger where tgrelid in (select oid from rels)
    union all select concat('r', oid, ':', xmin) from pg_rewrite where ev_class in (select oid from rels)
    union all select concat('o', oid, ':', xmin) from pg_policy where polrelid in (select oid from rels)
    union all select concat('s', seqrelid, ':', xmin) from pg_sequence where seqrelid in (select oid from rels)
    union all select concat('p', oid, ':', xmin) from pg_proc where pronamespace = (select id from schema)
    union all select concat('y', oid, ':', xmin) from pg_type where typnamespace = (select id from schema)
    union all select concat('e', e.oid, ':', e.xmin) from pg_enum e
                join pg_type t on t.oid = e.enumtypid where t.typnamespace = (select id from schema)
  ) lines`

const PLANNER_STATE = `
  select coalesce(json_agg(json_build_object('relname', relname, 'relpages', relpages, 'reltuples', reltuples,
                                             'relallvisible', relallvisible)), '[]')::text as state
    from pg_class where relnamespace = $1::text::regnamespace and relkind in ('r', 'p', 'i', 'm')`

async function catalogRowsOf(client: pg.ClientBase, schema: string): Promise<string> {
  const { rows } = await client.query<{ digest: string }>(CATALOG_ROWS, [schema])
  return rows[0]!.digest
}

async function dataTables(
  client: pg.ClientBase,
  schema: string,
): Promise<{ name: string; written: boolean }[]> {
  const { rows } = await client.query<{ name: string; written: boolean }>(
    `select relname as name, pg_relation_size(oid) > 0 as written
       from pg_class where relnamespace = $1::text::regnamespace and relkind = 'r' and not (relname = any($2))`,
    [schema, MIGRATOR_TABLES],
  )
  return rows
}

const rowsOf = async (client: pg.ClientBase, table: string) =>
  (await client.query<{ rows: string | null }>(`select json_agg(t)::text as rows from ${table} t`)).rows[0]!
    .rows

/** Reads what a schema holds right after its migrations ran, before any app started on it. */
export async function recordMigrated(client: pg.ClientBase, schema: string): Promise<MigratedSchema> {
  const seeds = new Map<string, string>()
  for (const { name, written } of await dataTables(client, schema)) {
    const rows = written ? await rowsOf(client, `${ident(schema)}.${ident(name)}`) : null
    if (rows) seeds.set(name, rows)
  }
  const sequences = await client.query<{ name: string; last: string | null }>(
    'select sequencename as name, last_value::text as last from pg_sequences where schemaname = $1::text',
    [schema],
  )
  const planner = await client.query<{ state: string }>(PLANNER_STATE, [schema])
  return {
    catalogRows: await catalogRowsOf(client, schema),
    seeds,
    sequences: new Map(sequences.rows.map(({ name, last }) => [name, last])),
    plannerState: planner.rows[0]!.state,
  }
}

/**
 * Puts a schema back to what `migrated` recorded, as a new one migrated now would be: the tables written to
 * emptied (TRUNCATE, which gives them new files) and the migrations' rows written again, the sequences, the
 * planner's statistics and the tables' activity counters (which start autovacuum) as they were. Returns false,
 * changing nothing, when the test changed the schema's shape (a migration test going down and up, a test's own
 * table): that schema is to be dropped. Needs a superuser (the statistics are system catalogs).
 */
export async function resetToMigrated(
  client: pg.ClientBase,
  schema: string,
  migrated: MigratedSchema,
): Promise<boolean> {
  if ((await catalogRowsOf(client, schema)) !== migrated.catalogRows) return false
  // The migrator's record of what ran is kept (MIGRATOR_TABLES); a migration down and up again shows in the digest.
  const qualified = (name: string) => `${ident(schema)}.${ident(name)}`
  await client.query('begin')
  try {
    const written = (await dataTables(client, schema))
      .filter(({ name, written }) => written && !migrated.seeds.has(name))
      .map(({ name }) => qualified(name))
    if (written.length) await client.query(`truncate ${written.join(', ')} cascade`)
    for (const [name, rows] of migrated.seeds) {
      if ((await rowsOf(client, qualified(name))) === rows) continue
      await client.query(`delete from ${qualified(name)}`)
      await client.query(
        `insert into ${qualified(name)} overriding system value
           select * from json_populate_recordset(null::${qualified(name)}, $1::json)`,
        [rows],
      )
    }
    const sequences = await client.query<{ name: string; last: string | null; start: string }>(
      `select sequencename as name, last_value::text as last, start_value::text as start
         from pg_sequences where schemaname = $1::text`,
      [schema],
    )
    for (const { name, last, start } of sequences.rows) {
      const then = migrated.sequences.get(name) ?? null
      if (last === then) continue
      await client.query('select setval($1::regclass, $2::bigint, $3)', [
        qualified(name),
        then ?? start,
        then !== null,
      ])
    }
    await client.query(
      `update pg_class c set relpages = r.relpages, reltuples = r.reltuples, relallvisible = r.relallvisible
         from json_to_recordset($2::json) as r(relname name, relpages int, reltuples real, relallvisible int)
        where c.relnamespace = $1::text::regnamespace and c.relname = r.relname
          and (c.relpages, c.reltuples, c.relallvisible) is distinct from (r.relpages, r.reltuples, r.relallvisible)`,
      [schema, migrated.plannerState],
    )
    await client.query(
      'delete from pg_statistic where starelid in (select oid from pg_class where relnamespace = $1::text::regnamespace)',
      [schema],
    )
    await client.query(
      `select pg_stat_reset_single_table_counters(oid)
         from pg_class where relnamespace = $1::text::regnamespace and relkind in ('r', 'p', 'i', 'm')`,
      [schema],
    )
    await client.query('commit')
  } catch (error) {
    await client.query('rollback')
    throw error
  }
  migrated.catalogRows = await catalogRowsOf(client, schema)
  return true
}
