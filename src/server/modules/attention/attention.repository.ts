import type { Selectable } from 'kysely'

import type {
  AttentionItem,
  AttentionKind,
  AttentionList,
  AttentionListQuery,
} from '../../../shared/attention.schema.ts'
import type { Db } from '../../db/database.ts'
import type { AttentionItemsTable } from '../../db/schema.ts'

/** Something for the owner to look at, as the event that causes it describes it. */
export interface NewAttention {
  kind: AttentionKind
  /** What it is about, e.g. `customer_cancelled:27`: at most one item per cause is open at a time. */
  cause: string
  bookingId: number | null
  text: string
  at: number
}

/**
 * Records `item` in the caller's transaction (the event's own). While an item for the same cause is open, that one
 * is brought up to date (the latest words, time and order) instead: the owner sees each cause once, as it now
 * stands.
 */
export async function recordAttention(db: Db, item: NewAttention): Promise<void> {
  await db
    .insertInto('attention_items')
    .values({ kind: item.kind, cause: item.cause, booking_id: item.bookingId, text: item.text, at: item.at })
    .onConflict((conflict) =>
      conflict
        .column('cause')
        .where('done_at', 'is', null)
        .doUpdateSet((eb) => ({
          text: eb.ref('excluded.text'),
          at: eb.ref('excluded.at'),
          booking_id: eb.ref('excluded.booking_id'),
        })),
    )
    .execute()
}

/** The open items, newest first, or the done ones, most recently done first. */
export async function listAttention(db: Db, query: AttentionListQuery): Promise<AttentionList> {
  const open = query.status === 'open'
  const matching = db.selectFrom('attention_items').where('done_at', open ? 'is' : 'is not', null)
  const [rows, counted] = await Promise.all([
    matching
      .selectAll()
      .orderBy(open ? 'at' : 'done_at', 'desc')
      .orderBy('id', 'desc')
      .limit(query.limit)
      .offset((query.page - 1) * query.limit)
      .execute(),
    matching.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow(),
  ])
  return { items: rows.map(toAttentionItem), total: Number(counted.total) }
}

/** The owner's "Mark done": the item as it now stands (done already: unchanged), or undefined when there is none. */
export async function markAttentionDone(db: Db, id: number, now: number): Promise<AttentionItem | undefined> {
  const done = await db
    .updateTable('attention_items')
    .set({ done_at: now })
    .where('id', '=', id)
    .where('done_at', 'is', null)
    .returningAll()
    .executeTakeFirst()
  const row =
    done ?? (await db.selectFrom('attention_items').selectAll().where('id', '=', id).executeTakeFirst())
  return row && toAttentionItem(row)
}

/** Closes the open item of `cause`, if any: what it asked the owner to do is done (e.g. a pickup time given). */
export async function settleAttention(db: Db, cause: string, now: number): Promise<void> {
  await db
    .updateTable('attention_items')
    .set({ done_at: now })
    .where('cause', '=', cause)
    .where('done_at', 'is', null)
    .execute()
}

const iso = (instant: number | string) => new Date(Number(instant)).toISOString()

function toAttentionItem(row: Selectable<AttentionItemsTable>): AttentionItem {
  return {
    id: Number(row.id),
    kind: row.kind as AttentionKind,
    bookingId: row.booking_id === null ? null : Number(row.booking_id),
    at: iso(row.at),
    text: row.text,
    doneAt: row.done_at === null ? null : iso(row.done_at),
  }
}
