import type { FastifyInstance } from 'fastify'

import type { Db } from '../../db/database.ts'
import { businessSettingsOf, readSettingRows } from '../business/index.ts'
import { composePasswordResetEmail, enqueueMail } from '../outgoing-mail/index.ts'
import { findAdminByUsername } from './admins.repository.ts'
import { newResetToken, storeResetToken } from './password-reset-tokens.repository.ts'

export const NO_BUSINESS_EMAIL_WARNING =
  'A password reset link was asked for, but Settings has no business e-mail to send it to. ' +
  'Set a new password on the server with: npm run admin:password'

/** The business's name and e-mail as saved in Settings; undefined when no e-mail is saved there. */
async function savedBusinessAddress(db: Db) {
  const rows = await readSettingRows(db, ['business'])
  if (!rows.has('business')) return undefined
  const { name, email } = businessSettingsOf(rows)
  return email ? { name, address: email } : undefined
}

/**
 * For the admin's username, a new reset link (earlier unused ones stop working) and its e-mail to the business
 * address, queued in one transaction; answers whether a message was queued. Any other name takes the same steps
 * (a token made, the same reads, a transaction) without writing, so the answer's time tells little. With no
 * business e-mail, nothing is sent and the log says how else to get in.
 */
export async function queuePasswordReset(
  app: FastifyInstance,
  username: string,
  linkFor: (token: string) => string,
): Promise<boolean> {
  const token = newResetToken()
  const now = app.clock.now()
  const [admin, business] = await Promise.all([
    findAdminByUsername(app.db, username),
    savedBusinessAddress(app.db),
  ])
  if (admin && !business) app.log.warn(NO_BUSINESS_EMAIL_WARNING)
  return app.db.transaction().execute(async (trx) => {
    if (!admin || !business) return false
    await storeResetToken(trx, admin.id, token, now)
    await enqueueMail(trx, {
      kind: 'password_reset',
      bookingId: null,
      to: business,
      composed: composePasswordResetEmail(business.name, linkFor(token)),
      businessEmail: business.address,
      now,
    })
    return true
  })
}
