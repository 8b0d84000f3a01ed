import { sql, type Kysely } from 'kysely'

import { emailPreview } from '../../lib/email-preview.ts'
import { databaseKind } from '../database.ts'

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe the schema as it was, not as it is */

/** Rows whose preview is made in one round trip; only the bodies' first characters are read. */
const BATCH = 200
/** Enough of a body for its preview, whatever markup or whitespace comes first (email-preview.ts). */
const TEXT_HEAD = 20_000
const HTML_HEAD = 200_000

/**
 * The inbox lists summaries, never bodies (issue 39): six messages of 9.4 MB listed at once took the server
 * down. Each e-mail keeps its preview, its size (bytes of the text and HTML) and whether it has HTML beside
 * the bodies, written when it is stored; here they are filled in for the e-mails already there. `source` tells
 * a message written on the customer's order page (until now: the ones linked to an order) from an e-mail.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('emails')
    .addColumn('source', 'text', (c) => c.notNull().defaultTo('email'))
    .execute()
  await db.schema
    .alterTable('emails')
    .addColumn('preview', 'text', (c) => c.notNull().defaultTo(''))
    .execute()
  await db.schema
    .alterTable('emails')
    .addColumn('size', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()
  await db.schema
    .alterTable('emails')
    .addColumn('has_html', 'integer', (c) => c.notNull().defaultTo(0))
    .execute()

  const bytes = (column: string) =>
    databaseKind(db) === 'postgres'
      ? sql`coalesce(octet_length(${sql.ref(column)}), 0)`
      : sql`coalesce(length(cast(${sql.ref(column)} as blob)), 0)`
  await sql`update emails set
    size = ${bytes('text_content')} + ${bytes('html_content')},
    has_html = case when html_content is null then 0 else 1 end,
    source = case when booking_id is null then 'email' else 'order-page' end`.execute(db)

  for (let after = 0; ;) {
    const rows = await db
      .selectFrom('emails')
      .select([
        'id',
        sql<string | null>`substr(text_content, 1, ${sql.lit(TEXT_HEAD)})`.as('text_head'),
        sql<string | null>`substr(html_content, 1, ${sql.lit(HTML_HEAD)})`.as('html_head'),
      ])
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute()
    for (const row of rows) {
      const preview = emailPreview(row.text_head, row.html_head)
      if (preview !== '') await db.updateTable('emails').set({ preview }).where('id', '=', row.id).execute()
    }
    if (rows.length < BATCH) break
    after = rows[rows.length - 1]!.id
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['has_html', 'size', 'preview', 'source']) {
    await db.schema.alterTable('emails').dropColumn(column).execute()
  }
}
