import { sql, type RawBuilder, type SqlBool } from 'kysely'

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
}

/**
 * On SQLite, `id in (…)` for the rows an FTS5 trigram index finds: a substring search answered from the index
 * rather than by reading every row. Undefined when the text is too short for it.
 */
export function trigramMatch({ index, text, digits, id }: TrigramSearch): RawBuilder<SqlBool> | undefined {
  if ([...text].length < TRIGRAM) return undefined
  const queries = [phrase(text)]
  if (digits) queries.push(`${digits.column} : ${phrase(digits.value)}`)
  const orTheRow = id === undefined ? sql`` : sql` union all select ${id}`
  return sql<SqlBool>`id in (select rowid from ${sql.id(index)} where ${sql.id(index)} match ${queries.join(' OR ')}${orTheRow})`
}
