import { sql, type Kysely } from 'kysely'

import { databaseKind } from '../db/database.ts'
import type { Database } from '../db/schema.ts'

/** A table as the snapshot reads it: its name and its columns. */
export interface SnapshotTable {
  name: string
  columns: string[]
}

/**
 * A table's content as one text the database computes: its row count and every row as text. PostgreSQL sorts the
 * rows (an update moves a row in its heap) and hashes the text with md5; SQLite reads them in its table's own
 * order, by rowid or primary key, which only a write changes (sorting them made a snapshot 8 times slower). Equal
 * prints mean equal rows.
 */
interface TablePrint {
  rows: number
  print: string
}

/**
 * Every table of the database: the tables named in `rowsOf` row by row (each row also as canonical text, keys
 * sorted, in text order), so that a comparison can leave some of their rows out; every other table as its print.
 */
export interface DatabaseSnapshot {
  prints: Record<string, TablePrint>
  rows: Record<string, Array<{ row: Record<string, unknown>; text: string }>>
}

/** Rows a comparison leaves out, when a test has said why they may change (tables kept row by row only). */
export type IgnoredRows = (table: string, row: Record<string, unknown>) => boolean

/**
 * The application's tables as the database lists them now (Kysely's own migration tables left out), so a
 * table a later migration adds is in the snapshot without anyone having to name it. On PostgreSQL `schema`
 * names ours: the introspection lists every schema's tables, other test files' included.
 */
export async function listTables(db: Kysely<Database>, schema?: string): Promise<SnapshotTable[]> {
  const tables = await db.introspection.getTables()
  return tables
    .filter((table) => !table.isView && (schema === undefined || table.schema === schema))
    .map((table) => ({ name: table.name, columns: table.columns.map((column) => column.name) }))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any table, named at run time
type AnyDb = Kysely<any>

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`

/**
 * One statement that prints every table: taken after each of thousands of requests, a snapshot of a statement a
 * table (and every row turned into an object and back into text) was most of the fuzz test's time.
 */
function printsStatement(kind: 'sqlite' | 'postgres', tables: readonly SnapshotTable[]): string {
  const printOf = ({ name, columns }: SnapshotTable) =>
    kind === 'postgres'
      ? `select ${literal(name)} as name, count(*) as rows, ` +
        `coalesce(md5(string_agg(x::text, E'\\n' order by x::text)), '') as print from ${quoted(name)} x`
      : // quote() writes any value, a blob too, as an SQL literal: distinct values give distinct texts.
        `select ${literal(name)} as name, count(*) as rows, ` +
        `coalesce(group_concat(r, char(10)), '') as print from ` +
        `(select ${columns.map((column) => `quote(${quoted(column)})`).join(" || ',' || ")} as r ` +
        `from ${quoted(name)})`
  return tables.map(printOf).join(' union all ')
}

/**
 * Runs `query` through a PL/pgSQL function, made the first time in the schema the connection uses: PostgreSQL
 * planned a statement over every table (37 of them) in 20 to 60 ms and ran it in 2, and a function keeps its plan
 * for each connection. SQLite runs the statement itself (the app keeps each statement it has prepared).
 */
function cachedPlan<Row>(
  db: Kysely<Database>,
  name: string,
  columns: string,
  query: string,
): () => Promise<Row[]> {
  if (databaseKind(db) === 'sqlite') {
    const statement = sql.raw<Row>(query)
    return async () => (await statement.execute(db)).rows
  }
  let created: Promise<unknown> | undefined
  const call = sql.raw<Row>(`select * from ${name}()`)
  return async () => {
    created ??= sql
      .raw(
        `create or replace function ${name}() returns table(${columns}) language plpgsql stable as $$ ` +
          `#variable_conflict use_column\nbegin return query ${query}; end $$`,
      )
      .execute(db)
    await created
    return (await call.execute(db)).rows
  }
}

/** Takes snapshots of `tables`, `rowsOf` among them kept row by row. */
export function databaseSnapshots(
  db: Kysely<Database>,
  tables: readonly SnapshotTable[],
  rowsOf: readonly string[],
): () => Promise<DatabaseSnapshot> {
  const printed = tables.filter((table) => !rowsOf.includes(table.name))
  const prints = cachedPlan<{ name: string; rows: number; print: string }>(
    db,
    'fuzz_snapshot_prints',
    'name text, rows bigint, print text',
    printsStatement(databaseKind(db), printed),
  )
  return async () => {
    const snapshot: DatabaseSnapshot = { prints: {}, rows: {} }
    for (const { name, rows, print } of await prints()) snapshot.prints[name] = { rows: Number(rows), print }
    for (const table of rowsOf) {
      const rows = (await (db as AnyDb).selectFrom(table).selectAll().execute()) as Array<
        Record<string, unknown>
      >
      // Sorted as text: no table needs a known key, and the database's row order does not matter.
      snapshot.rows[table] = rows
        .map((row) => ({ row, text: JSON.stringify(row, Object.keys(row).sort()) }))
        .sort((a, b) => (a.text < b.text ? -1 : a.text > b.text ? 1 : 0))
    }
    return snapshot
  }
}

/**
 * A short text that changes whenever any table's rows may have changed, cheap enough to read after every request:
 * equal fingerprints mean equal rows, so a snapshot taken at one stands for the other. Different ones prove
 * nothing (a write rolled back, an update to the same value): the snapshots say then what changed, if anything.
 * SQLite: total_changes() counts every row the app's one connection has inserted, updated or deleted (triggers'
 * and the search tables' included, rolled back or not), and data_version moves when another connection commits.
 * PostgreSQL: per table, the row count and where each row version lies and which transaction wrote it (ctid,
 * xmin): an insert or an update writes a new version with its own transaction's id, and a delete lowers the count.
 */
export function databaseFingerprints(
  db: Kysely<Database>,
  tables: readonly SnapshotTable[],
): () => Promise<string> {
  if (databaseKind(db) === 'sqlite') {
    const changes = sql<{ changes: number }>`select total_changes() as changes`
    const version = sql<{ data_version: number }>`pragma data_version`
    return async () => {
      const [{ changes: written }] = (await changes.execute(db)).rows as [{ changes: number }]
      const [{ data_version }] = (await version.execute(db)).rows as [{ data_version: number }]
      return `${written}/${data_version}`
    }
  }
  const fingerprint = cachedPlan<{ print: string }>(
    db,
    'fuzz_snapshot_fingerprint',
    'print text',
    `select string_agg(name || ' ' || print, ',' order by name) as print from (` +
      tables
        .map(
          ({ name }) =>
            `select ${literal(name)} as name, count(*) || ' ' || ` +
            `coalesce(md5(string_agg(ctid::text || xmin::text, ',' order by ctid)), '') as print ` +
            `from ${quoted(name)}`,
        )
        .join(' union all ') +
      `) tables`,
  )
  return async () => (await fingerprint())[0]?.print ?? ''
}

/** Each table whose rows differ between two snapshots (ignored rows left out), with its row counts. */
export function changedTables(
  before: DatabaseSnapshot,
  after: DatabaseSnapshot,
  ignored: IgnoredRows = () => false,
): string[] {
  const changed: string[] = []
  const note = (table: string, was: number, is: number) =>
    changed.push(`${table} (${was} rows before, ${is} after)`)
  for (const table of new Set([...Object.keys(before.prints), ...Object.keys(after.prints)])) {
    const [was, is] = [before.prints[table], after.prints[table]]
    if (was?.rows !== is?.rows || was?.print !== is?.print) note(table, was?.rows ?? 0, is?.rows ?? 0)
  }
  const kept = (snapshot: DatabaseSnapshot, table: string) =>
    (snapshot.rows[table] ?? []).filter(({ row }) => !ignored(table, row)).map(({ text }) => text)
  for (const table of new Set([...Object.keys(before.rows), ...Object.keys(after.rows)])) {
    const [was, is] = [kept(before, table), kept(after, table)]
    if (was.length !== is.length || was.some((text, index) => text !== is[index]))
      note(table, was.length, is.length)
  }
  return changed
}
