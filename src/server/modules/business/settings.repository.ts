import type { Db } from '../../db/database.ts'

/** The sections of the Settings tab stored as one JSON row each (the keys of the settings table). */
export type SettingsKey = 'business' | 'prices' | 'service-area' | 'payments' | 'notifications' | 'reminders'

export async function readSettingRows(db: Db, keys: readonly SettingsKey[]) {
  return settingsByKey(await settingRowsRead(db, keys).execute())
}

/** readSettingRows's read, built, not run. */
export const settingRowsRead = (db: Db, keys: readonly SettingsKey[]) =>
  db.selectFrom('settings').select(['key', 'value']).where('key', 'in', keys)

export const settingsByKey = (rows: { key: string; value: string }[]) =>
  new Map(rows.map((row) => [row.key, row.value]))

/** Writes a section's first value unless some instance already did: the environment seeds only the first start. */
export async function seedSetting(db: Db, key: SettingsKey, value: unknown, now = Date.now()) {
  await db
    .insertInto('settings')
    .values({ key, value: JSON.stringify(value), updated_at: now })
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute()
}

/**
 * Replaces a section's value and records the change (who, when, old and new value). Call it inside a
 * transaction, so the value and its history row are written together. Nothing is recorded when nothing changed.
 */
export async function writeSetting(
  db: Db,
  key: SettingsKey,
  value: unknown,
  changedBy: string,
  now = Date.now(),
): Promise<void> {
  const newValue = JSON.stringify(value)
  const current = await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst()
  if (current?.value === newValue) return
  await db
    .insertInto('settings')
    .values({ key, value: newValue, updated_at: now })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value: newValue, updated_at: now }))
    .execute()
  await db
    .insertInto('settings_history')
    .values({ key, at: now, changed_by: changedBy, old_value: current?.value ?? null, new_value: newValue })
    .execute()
}

/** A section's latest changes, newest first (`account`: the account changes, see account-history.ts). */
export async function listSettingHistory(db: Db, key: SettingsKey | 'account', limit: number) {
  return db
    .selectFrom('settings_history')
    .select(['at', 'changed_by', 'old_value', 'new_value'])
    .where('key', '=', key)
    .orderBy('at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute()
}
