import { newPassword } from '../../../shared/account.schema.ts'
import { LoginBody } from '../../../shared/auth.schema.ts'
import type { Db } from '../../db/database.ts'
import { createAdmin, findAdminByUsername, setAdminPassword } from './admins.repository.ts'
import { recordAccountChange } from '../settings/index.ts'
import { generatePassword } from './password.ts'

/** The same rule as the Settings form and the reset link (account.schema.ts), in the script's words. */
const ScriptCredentials = LoginBody.pick({ username: true }).extend({ password: newPassword('The password') })

/** Sets the admin's password (creating the account if it is missing) and ends all of its sessions. */
export async function resetAdminPassword(db: Db, username: string, requested?: string) {
  const password = requested ?? generatePassword()
  const checked = ScriptCredentials.safeParse({ username, password })
  if (!checked.success) throw new Error(checked.error.issues.map((issue) => issue.message).join('; '))
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
