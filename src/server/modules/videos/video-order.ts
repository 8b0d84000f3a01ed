import { sql, type Selectable } from 'kysely'

import { databaseKind, type Db } from '../../db/database.ts'
import type { VideosTable } from '../../db/schema.ts'

/*
 * The videos' positions always run 1, 2, … n without gaps or repeats: adding opens a gap, deleting closes one,
 * moving shifts the videos in between. Each change reads the order and then rewrites it, so changes must not
 * interleave: on SQLite a write transaction already runs alone; on PostgreSQL lockVideoOrder makes it so.
 */

/** Call first in every transaction that changes positions. Readers are not blocked. */
export async function lockVideoOrder(trx: Db): Promise<void> {
  if (databaseKind(trx) === 'postgres') await sql`lock table videos in exclusive mode`.execute(trx)
}

export async function countVideos(db: Db): Promise<number> {
  const row = await db
    .selectFrom('videos')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

/** Moves every video at `position` or later down one place, freeing `position`. */
export async function openGapAt(trx: Db, position: number): Promise<void> {
  await trx
    .updateTable('videos')
    .set((eb) => ({ position: eb('position', '+', 1) }))
    .where('position', '>=', position)
    .execute()
}

/** Moves every video after `position` up one place, after the video there has gone. */
export async function closeGapAt(trx: Db, position: number): Promise<void> {
  await trx
    .updateTable('videos')
    .set((eb) => ({ position: eb('position', '-', 1) }))
    .where('position', '>', position)
    .execute()
}

/**
 * Puts a video at `target` (clamped to 1 … n), shifting the videos between its old and new place by one; a move
 * by one place is a swap with its neighbour.
 */
export async function moveInOrder(trx: Db, row: Selectable<VideosTable>, target: number): Promise<void> {
  const count = await countVideos(trx)
  const to = Math.max(1, Math.min(target, count))
  const from = row.position
  if (to === from) return
  if (to < from) {
    await trx
      .updateTable('videos')
      .set((eb) => ({ position: eb('position', '+', 1) }))
      .where('position', '>=', to)
      .where('position', '<', from)
      .execute()
  } else {
    await trx
      .updateTable('videos')
      .set((eb) => ({ position: eb('position', '-', 1) }))
      .where('position', '>', from)
      .where('position', '<=', to)
      .execute()
  }
  await trx.updateTable('videos').set({ position: to }).where('id', '=', row.id).execute()
}
