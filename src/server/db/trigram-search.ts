import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely'

import { containsPattern, type DatabaseKind } from './database.ts'

/** A trigram index finds nothing shorter than a trigram: shorter text is looked for by reading the rows. */
const TRIGRAM = 3

/** An FTS5 phrase: the text between double quotes, its own quotes doubled, every other character literal. */
const phrase = (text: string) => `"${text.replaceAll('"', '""')}"`

export interface TrigramSearch {
  /** The FTS5 trigram index (db/migrations/sqlite-trigram-index.ts) over the table being searched. */
  index: string
  /** Found anywhere in an indexed column, ignoring case (beyond ASCII too, as PostgreSQL's lower() does). */
  text: string
  /** Also: these digits in this column (a phone's digits, when the text is a phone written with punctuation). */
  digits?: { column: string; value: string }
  /** Also: the row with this id (the order that "123" names). */
  id?: number
  /** The columns searched, where the index holds others besides (the orders' status code, migration 0024). */
  within?: readonly string[]
  /** The searched table's column that the index's rowids are: its id unless said (customers: migration 0025). */
  rowid?: string
}

/**
 * On SQLite, `id in (…)` for the rows an FTS5 trigram index finds: a substring search answered from the index
 * rather than by reading every row. Undefined when the text is too short for it.
 */
export function trigramMatch({
  id,
  rowid = 'id',
  ...search
}: TrigramSearch): RawBuilder<SqlBool> | undefined {
  const { index } = search
  const queries = trigramQuery(search)
  if (queries === undefined) return undefined
  const found = sql`select rowid from ${sql.id(index)} where ${sql.id(index)} match ${queries}`
  if (id === undefined) return sql<SqlBool>`${sql.ref(rowid)} in (${found})`
  if (rowid === 'id') return sql<SqlBool>`id in (${found} union all select ${id})`
  return sql<SqlBool>`(${sql.ref(rowid)} in (${found}) or id = ${id})`
}

/**
 * The FTS5 MATCH query for the text (and the digits), in the searched columns alone when the index holds others;
 * undefined when the text is too short for the index.
 */
export function trigramQuery({
  text,
  digits,
  within,
}: Omit<TrigramSearch, 'id' | 'rowid'>): string | undefined {
  if ([...text].length < TRIGRAM) return undefined
  const queries = [phrase(text)]
  if (digits) queries.push(`${digits.column} : ${phrase(digits.value)}`)
  const query = queries.join(' OR ')
  return within ? `{${within.join(' ')}} : (${query})` : query
}

export interface SubstringSearch extends Partial<TrigramSearch> {
  index: string
  /** The columns searched, each read on SQLite when the text is too short for its index. */
  columns: readonly string[]
  /** PostgreSQL: the searched columns as one lower-cased text, exactly as its trigram index holds it. */
  searchText: Expression<string>
}

const like = (text: Expression<string | null>, pattern: string) =>
  sql<SqlBool>`${text} like ${pattern} escape '\\'`

/**
 * A search box's condition, as each database answers it fastest: text anywhere in the searched columns ignoring
 * case, every character literal (% and _ too), or the digits in their column, or the row with that id.
 * PostgreSQL: LIKE on the lower-cased text its trigram index holds. SQLite: the ids its FTS5 trigram index finds,
 * or for text of one or two characters a LIKE per column, which SQLite answers without building a lower-cased copy
 * of every row (its LIKE ignores ASCII case).
 */
export function matchesSubstring(kind: DatabaseKind, search: SubstringSearch): Expression<SqlBool> {
  const { index, columns, searchText, text, digits, id, within, rowid } = search
  if (kind === 'sqlite' && text !== undefined) {
    const indexed = trigramMatch({
      index,
      text,
      ...(digits === undefined ? {} : { digits }),
      ...(id === undefined ? {} : { id }),
      ...(within === undefined ? {} : { within }),
      ...(rowid === undefined ? {} : { rowid }),
    })
    if (indexed) return indexed
  }
  const matches: Expression<SqlBool>[] = id === undefined ? [] : [sql<SqlBool>`id = ${id}`]
  if (text !== undefined) {
    const pattern = containsPattern(text)
    if (kind === 'postgres') matches.push(like(searchText, pattern))
    else matches.push(...columns.map((column) => like(sql.ref(column), pattern)))
  }
  if (digits !== undefined) {
    const pattern = containsPattern(digits.value)
    matches.push(like(kind === 'postgres' ? searchText : sql.ref(digits.column), pattern))
  }
  return matches.length === 0 ? sql<SqlBool>`1 = 0` : sql<SqlBool>`(${sql.join(matches, sql` or `)})`
}
