import type { Db } from '../../db/database.ts'
import { hashPassword } from './password.ts'

export async function findAdminByUsername(db: Db, username: string) {
  return db.selectFrom('admins').selectAll().where('username', '=', username).executeTakeFirst()
}

export async function countAdmins(db: Db): Promise<number> {
  const row = await db
    .selectFrom('admins')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow()
  return Number(row.count)
}

export async function createAdmin(db: Db, username: string, password: string, now = Date.now()) {
  const password_hash = await hashPassword(password)
  return db
    .insertInto('admins')
    .values({ username, password_hash, created_at: now, updated_at: now })
    .returning(['id', 'username'])
    .executeTakeFirstOrThrow()
}

/** Sets a new password and ends every session of that admin, so a leaked session dies with the old password. */
export async function setAdminPassword(db: Db, adminId: number, password: string, now = Date.now()) {
  return replaceAdminPassword(db, adminId, await hashPassword(password), now)
}

/**
 * setAdminPassword with the password already hashed (hash before a transaction: it takes a while). Answers the
 * admin's username and how many sessions ended; undefined when there is no such admin.
 */
export async function replaceAdminPassword(db: Db, adminId: number, passwordHash: string, now = Date.now()) {
  const admin = await db
    .updateTable('admins')
    .set({ password_hash: passwordHash, updated_at: now })
    .where('id', '=', adminId)
    .returning('username')
    .executeTakeFirst()
  if (!admin) return undefined
  const ended = await db.deleteFrom('sessions').where('admin_id', '=', adminId).executeTakeFirst()
  return { username: admin.username, sessionsEnded: Number(ended.numDeletedRows) }
}
