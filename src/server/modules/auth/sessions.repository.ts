import { createHash, randomBytes } from 'node:crypto'

import type { Db } from '../../db/database.ts'

export const SESSION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000
/** A session is extended at most once an hour, so a busy admin does not write on every request. */
const EXTEND_AFTER_MS = 60 * 60 * 1000

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

export async function createSession(db: Db, adminId: number, now = Date.now()) {
  const token = randomBytes(32).toString('base64url')
  await db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      admin_id: adminId,
      created_at: now,
      expires_at: now + SESSION_LIFETIME_MS,
    })
    .execute()
  return { token, expiresAt: now + SESSION_LIFETIME_MS }
}

/**
 * The signed-in admin for a session token, or undefined. A session used after its first hour is slid forward to
 * a full lifetime again; `extendedUntil` then tells the caller to renew the cookie.
 */
export async function findSessionAdmin(db: Db, token: string, now = Date.now()) {
  const tokenHash = hashToken(token)
  const row = await db
    .selectFrom('sessions')
    .innerJoin('admins', 'admins.id', 'sessions.admin_id')
    .select(['admins.id as adminId', 'admins.username', 'sessions.expires_at as expiresAt'])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.expires_at', '>', now)
    .executeTakeFirst()
  if (!row) return undefined
  let extendedUntil: number | undefined
  if (row.expiresAt - now < SESSION_LIFETIME_MS - EXTEND_AFTER_MS) {
    extendedUntil = now + SESSION_LIFETIME_MS
    await db
      .updateTable('sessions')
      .set({ expires_at: extendedUntil })
      .where('token_hash', '=', tokenHash)
      .execute()
  }
  return { id: row.adminId, username: row.username, extendedUntil }
}

export async function deleteSession(db: Db, token: string) {
  await db.deleteFrom('sessions').where('token_hash', '=', hashToken(token)).execute()
}

export async function deleteExpiredSessions(db: Db, now = Date.now()) {
  await db.deleteFrom('sessions').where('expires_at', '<=', now).execute()
}
