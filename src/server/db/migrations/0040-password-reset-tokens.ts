import type { Kysely } from 'kysely'

import { databaseKind } from '../database.ts'

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations describe the schema as it was, not as it is */

/**
 * "A forgotten password without a shell" (issue 41 point 6): one row per reset link e-mailed to the business
 * address. Only the SHA-256 of the link's token is kept (as for sessions); `used_at` is set by the one request
 * that sets the new password, so a link works once. A new request deletes the admin's earlier unused rows.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const instant = databaseKind(db) === 'postgres' ? 'bigint' : 'integer'
  await db.schema
    .createTable('password_reset_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('admin_id', 'integer', (c) => c.notNull().references('admins.id').onDelete('cascade'))
    .addColumn('created_at', instant, (c) => c.notNull())
    .addColumn('expires_at', instant, (c) => c.notNull())
    .addColumn('used_at', instant)
    .execute()
  await db.schema
    .createIndex('password_reset_tokens_admin_idx')
    .on('password_reset_tokens')
    .column('admin_id')
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('password_reset_tokens').execute()
}
