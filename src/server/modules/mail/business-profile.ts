import type { FastifyInstance } from 'fastify'

import type { Db } from '../../db/database.ts'
import { readBusinessSettings } from '../settings/business-settings.ts'
import type { Business } from './email-parts.ts'

/**
 * The business as e-mails present it (name, contact e-mail, city, time zone), as the owner last saved it in
 * Settings. The one place the mail code reads it. Inside a transaction pass it as `db`: on SQLite a read on the
 * database itself would wait for that transaction's end.
 */
export async function readBusinessProfile(app: FastifyInstance, db: Db = app.db): Promise<Business> {
  return readBusinessSettings(db)
}
