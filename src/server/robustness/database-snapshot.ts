import type { Kysely } from 'kysely'

import type { Database } from '../db/schema.ts'

/** Every row of every table, each also as canonical text (keys sorted), in text order per table. */
export type DatabaseSnapshot = Record<string, Array<{ row: Record<string, unknown>; text: string }>>

/** Rows a comparison leaves out, when a test has said why they may change. */
export type IgnoredRows = (table: string, row: Record<string, unknown>) => boolean

/**
 * The application's tables as the database lists them now (Kysely's own migration tables left out), so a
 * table a later migration adds is in the snapshot without anyone having to name it. On PostgreSQL `schema`
 * names ours: the introspection lists every schema's tables, other test files' included.
 */
export async function listTables(db: Kysely<Database>, schema?: string): Promise<string[]> {
  const tables = await db.introspection.getTables()
  return tables
    .filter((table) => !table.isView && (schema === undefined || table.schema === schema))
    .map((table) => table.name)
    .sort()
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any table, named at run time
type AnyDb = Kysely<any>

export async function snapshotDatabase(
  db: Kysely<Database>,
  tables: readonly string[],
): Promise<DatabaseSnapshot> {
  const snapshot: DatabaseSnapshot = {}
  for (const table of tables) {
    const rows = (await (db as AnyDb).selectFrom(table).selectAll().execute()) as Array<
      Record<string, unknown>
    >
    // Sorted as text: no table needs a known key, and the database's row order does not matter.
    snapshot[table] = rows
      .map((row) => ({ row, text: JSON.stringify(row, Object.keys(row).sort()) }))
      .sort((a, b) => (a.text < b.text ? -1 : a.text > b.text ? 1 : 0))
  }
  return snapshot
}

/** Each table whose rows differ between two snapshots (ignored rows left out), with its row counts. */
export function changedTables(
  before: DatabaseSnapshot,
  after: DatabaseSnapshot,
  ignored: IgnoredRows = () => false,
): string[] {
  const tables = new Set([...Object.keys(before), ...Object.keys(after)])
  const kept = (snapshot: DatabaseSnapshot, table: string) =>
    (snapshot[table] ?? []).filter(({ row }) => !ignored(table, row)).map(({ text }) => text)
  const changed: string[] = []
  for (const table of tables) {
    const [was, is] = [kept(before, table), kept(after, table)]
    if (was.length !== is.length || was.some((text, index) => text !== is[index])) {
      changed.push(`${table} (${was.length} rows before, ${is.length} after)`)
    }
  }
  return changed
}
