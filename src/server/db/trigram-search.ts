import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely'

import { containsPattern, type DatabaseKind } from './database.ts'

/** A trigram index finds nothing shorter than a trigram: shorter text is looked for by reading the rows. */
const TRIGRAM = 3

/** An FTS5 phrase: the text between double quotes, its own quotes doubled, every other character literal. */
const phrase = (text: string) => `"${text.replaceAll('"', '""')}"`

interface TrigramText {
  /** The FTS5 trigram index (db/migrations/sqlite-trigram-index.ts) over the table being searched. */
  index: string
  /** Found anywhere in an indexed column, ignoring case (beyond ASCII too, as PostgreSQL's lower() does). */
  text: string
  /** Also: these digits in this column (a phone's digits, when the text is a phone written with punctuation). */
  digits?: { column: string; value: string }
  /**
   * The columns searched, where the index holds others besides (the orders' status code, migration 0024), and the
   * most characters those others ever hold: text longer than that can only be found in the searched columns, so it
   * is looked for without naming them (FTS5's column filter cost a tenth of the order search, migration 0024's).
   */
  within?: { columns: readonly string[]; othersAtMost: number }
}

/**
 * An index whose rowids are the table's ids may also name one row by its id (the order that "123" names); one
 * keyed by another column of the table (customers: name_rank, migration 0025) names that column and no row.
 */
type TrigramSearchKey = { id?: number; rowid?: undefined } | { rowid: string; id?: undefined }

export type TrigramSearch = TrigramText & TrigramSearchKey

/**
 * On SQLite, `id in (…)` (or the column the index is keyed by) for the rows an FTS5 trigram index finds: a
 * substring search answered from the index rather than by reading every row. Undefined when the text is too short
 * for it.
 */
export function trigramMatch(search: TrigramSearch): RawBuilder<SqlBool> | undefined {
  const queries = trigramQuery(search)
  if (queries === undefined) return undefined
  const found = sql`select rowid from ${sql.id(search.index)} where ${sql.id(search.index)} match ${queries}`
  if (search.id !== undefined) return sql<SqlBool>`id in (${found} union all select ${search.id})`
  return sql<SqlBool>`${sql.ref(search.rowid ?? 'id')} in (${found})`
}

/**
 * The FTS5 MATCH query for the text (and the digits), in the searched columns alone when the index holds others;
 * undefined when the text is too short for the index.
 */
export function trigramQuery({ text, digits, within }: TrigramText): string | undefined {
  if ([...text].length < TRIGRAM) return undefined
  const queries = [phrase(text)]
  if (digits) queries.push(`${digits.column} : ${phrase(digits.value)}`)
  const query = queries.join(' OR ')
  const couldBeInOthers = within !== undefined && [...text].length <= within.othersAtMost
  return couldBeInOthers ? `{${within.columns.join(' ')}} : (${query})` : query
}

export type SubstringSearch = Partial<TrigramText> &
  TrigramSearchKey & {
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
  const { columns, searchText, text, digits, id } = search
  if (kind === 'sqlite' && text !== undefined) {
    const indexed = trigramMatch({ ...search, text })
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
