import { createHash, randomBytes } from 'node:crypto'

import type { Db } from '../../db/database.ts'

export const SESSION_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000
/** A session is extended at most once an hour, so a busy admin does not write on every request. */
const EXTEND_AFTER_MS = 60 * 60 * 1000
/** "Last used" is kept to within ten minutes, for the same reason. */
const TOUCH_AFTER_MS = 10 * 60 * 1000
/** The browser's own description is enough to tell two sessions apart; longer ones are cut. */
const USER_AGENT_MAX = 300

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

export async function createSession(db: Db, adminId: number, now = Date.now(), userAgent?: string) {
  const token = randomBytes(32).toString('base64url')
  await db
    .insertInto('sessions')
    .values({
      token_hash: hashToken(token),
      admin_id: adminId,
      created_at: now,
      expires_at: now + SESSION_LIFETIME_MS,
      last_used_at: now,
      user_agent: userAgent ? userAgent.slice(0, USER_AGENT_MAX) : null,
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
    .select([
      'admins.id as adminId',
      'admins.username',
      'sessions.expires_at as expiresAt',
      'sessions.last_used_at as lastUsedAt',
    ])
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.expires_at', '>', now)
    .executeTakeFirst()
  if (!row) return undefined
  let extendedUntil: number | undefined
  if (row.expiresAt - now < SESSION_LIFETIME_MS - EXTEND_AFTER_MS) {
    extendedUntil = now + SESSION_LIFETIME_MS
    await db
      .updateTable('sessions')
      .set({ expires_at: extendedUntil, last_used_at: now })
      .where('token_hash', '=', tokenHash)
      .execute()
  } else if (row.lastUsedAt === null || now - row.lastUsedAt > TOUCH_AFTER_MS) {
    await db.updateTable('sessions').set({ last_used_at: now }).where('token_hash', '=', tokenHash).execute()
  }
  return { id: row.adminId, username: row.username, tokenHash, extendedUntil }
}

export async function deleteSession(db: Db, token: string) {
  await db.deleteFrom('sessions').where('token_hash', '=', hashToken(token)).execute()
}

export async function deleteExpiredSessions(db: Db, now = Date.now()) {
  await db.deleteFrom('sessions').where('expires_at', '<=', now).execute()
}

/** An admin's live sessions, most recently used first. */
export async function listAdminSessions(db: Db, adminId: number, now = Date.now()) {
  return db
    .selectFrom('sessions')
    .select(['token_hash', 'created_at', 'last_used_at', 'user_agent'])
    .where('admin_id', '=', adminId)
    .where('expires_at', '>', now)
    .orderBy('last_used_at', 'desc')
    .orderBy('created_at', 'desc')
    .execute()
}

/** Ends one of an admin's sessions by its id (its token's hash); false when there is no such session. */
export async function deleteAdminSession(db: Db, adminId: number, tokenHash: string): Promise<boolean> {
  const result = await db
    .deleteFrom('sessions')
    .where('admin_id', '=', adminId)
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}

/** Ends every session of an admin but the one given: "sign out everywhere else". */
export async function deleteOtherSessions(db: Db, adminId: number, keepTokenHash: string): Promise<number> {
  const result = await db
    .deleteFrom('sessions')
    .where('admin_id', '=', adminId)
    .where('token_hash', '!=', keepTokenHash)
    .executeTakeFirst()
  return Number(result.numDeletedRows)
}
