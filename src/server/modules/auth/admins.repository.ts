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
  const password_hash = await hashPassword(password)
  await db.updateTable('admins').set({ password_hash, updated_at: now }).where('id', '=', adminId).execute()
  await db.deleteFrom('sessions').where('admin_id', '=', adminId).execute()
}
