import { LoginBody } from '../../../shared/auth.schema.ts'
import type { Db } from '../../db/database.ts'
import { createAdmin, findAdminByUsername, setAdminPassword } from './admins.repository.ts'
import { recordAccountChange } from '../settings/account-history.ts'
import { generatePassword } from './password.ts'

export const MIN_PASSWORD_LENGTH = 8

/** Sets the admin's password (creating the account if it is missing) and ends all of its sessions. */
export async function resetAdminPassword(db: Db, username: string, requested?: string) {
  const password = requested ?? generatePassword()
  const checked = LoginBody.safeParse({ username, password })
  if (!checked.success) throw new Error(checked.error.issues.map((issue) => issue.message).join('; '))
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new Error(`The password must be at least ${MIN_PASSWORD_LENGTH} characters.`)
  }
  const admin = await findAdminByUsername(db, username)
  if (!admin) {
    await createAdmin(db, username, password)
    return { username, password, created: true }
  }
  await db.transaction().execute(async (trx) => {
    await setAdminPassword(trx, admin.id, password)
    await recordAccountChange(trx, `${username} (npm run admin:password)`, { password: 'reset' })
  })
  return { username, password, created: false }
}
