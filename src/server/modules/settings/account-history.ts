import type { Db } from '../../db/database.ts'

/**
 * What an account change did, for the Account section's history. Never a password, a hash or a session's token:
 * only that the password changed and how many sessions ended.
 */
export interface AccountChange {
  password?: 'changed' | 'reset'
  sessionsEnded?: number
}

/**
 * Records an account change under the `account` section of the settings history, beside the sections it sits
 * with in the Settings tab. Pass the transaction that made the change, so the change and its record go together.
 */
export async function recordAccountChange(
  db: Db,
  changedBy: string,
  change: AccountChange,
  now = Date.now(),
) {
  const recorded = {
    ...(change.password && { password: change.password }),
    ...(change.sessionsEnded && { sessionsEnded: change.sessionsEnded }),
  }
  if (Object.keys(recorded).length === 0) return
  await db
    .insertInto('settings_history')
    .values({
      key: 'account',
      at: now,
      changed_by: changedBy,
      old_value: null,
      new_value: JSON.stringify(recorded),
    })
    .execute()
}
