import type { FastifyBaseLogger } from 'fastify'

import type { Config } from '../../config.ts'
import type { Db } from '../../db/database.ts'
import { countAdmins, createAdmin } from './admins.repository.ts'
import { generatePassword } from './password.ts'

/**
 * On the first start, creates the one admin account: from ADMIN_USERNAME/ADMIN_PASSWORD, or with a generated
 * password printed once, since nobody could sign in otherwise. Later starts leave the account alone.
 */
export async function ensureAdmin(db: Db, admin: Config['admin'], log: FastifyBaseLogger): Promise<void> {
  if ((await countAdmins(db)) > 0) return
  const password = admin.password ?? generatePassword()
  try {
    await createAdmin(db, admin.username, password)
  } catch (error) {
    // Another instance starting at the same moment created it first.
    if ((await countAdmins(db)) > 0) return
    throw error
  }
  if (admin.password) {
    log.info(`Created the admin account "${admin.username}" with the password from ADMIN_PASSWORD.`)
  } else {
    const banner = '='.repeat(72)
    // Printed to stdout directly so it is seen even with LOG_LEVEL=warn; it is shown this once only.
    console.log(
      `\n${banner}\nCreated the admin account.\n  username: ${admin.username}\n  password: ${password}\n` +
        `Keep it safe: it is not shown again. Change it with: npm run admin:password\n${banner}\n`,
    )
  }
}
