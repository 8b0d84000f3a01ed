import { randomBytes } from 'node:crypto'

import type { Db } from '../../db/database.ts'
import { hashToken } from './sessions.repository.ts'

/** How long a reset link works, by the app's clock (app.clock). */
export const RESET_LINK_LIFETIME_MS = 60 * 60 * 1000
/** Used and expired links are kept this long after they expire, then housekeeping removes them. */
const KEEP_AFTER_EXPIRY_MS = 24 * 60 * 60 * 1000

/** A reset link's secret: 256 random bits, 43 base64url characters. */
export const newResetToken = () => randomBytes(32).toString('base64url')

/**
 * Stores the hash of `token` as the admin's one live reset link, deleting any earlier unused one: the newest
 * e-mail is the only link that works. Pass the transaction that queues the e-mail.
 */
export async function storeResetToken(db: Db, adminId: number, token: string, now: number) {
  await db
    .deleteFrom('password_reset_tokens')
    .where('admin_id', '=', adminId)
    .where('used_at', 'is', null)
    .execute()
  await db
    .insertInto('password_reset_tokens')
    .values({
      token_hash: hashToken(token),
      admin_id: adminId,
      created_at: now,
      expires_at: now + RESET_LINK_LIFETIME_MS,
      used_at: null,
    })
    .execute()
}

/**
 * Marks the link used and answers its admin's id, in one statement, so of two requests with one link only one
 * gets it; undefined for a used, expired or unknown link.
 */
export async function useResetToken(db: Db, token: string, now: number): Promise<number | undefined> {
  const row = await db
    .updateTable('password_reset_tokens')
    .set({ used_at: now })
    .where('token_hash', '=', hashToken(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('admin_id')
    .executeTakeFirst()
  return row?.admin_id
}

export async function deleteStaleResetTokens(db: Db, now = Date.now()) {
  await db
    .deleteFrom('password_reset_tokens')
    .where('expires_at', '<=', now - KEEP_AFTER_EXPIRY_MS)
    .execute()
}
