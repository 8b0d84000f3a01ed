import type { FastifyInstance } from 'fastify'

import type { Db } from '../../db/database.ts'
import { readBusinessProfile } from './business-settings.ts'

/**
 * The one place the pickup module reads the business's timezone, as the owner last saved it in Settings. Inside a
 * transaction pass it as `db`: on SQLite a read on the database itself would wait for that transaction's end.
 */
export async function businessTimeZone(app: FastifyInstance, db: Db = app.db): Promise<string> {
  return (await readBusinessProfile(db)).timezone
}
