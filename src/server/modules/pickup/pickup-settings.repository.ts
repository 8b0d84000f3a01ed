import { randomBytes } from 'node:crypto'

import {
  DEFAULT_HORIZON_DAYS,
  DEFAULT_LEAD_HOURS,
  minutesOfTime,
  timeOfMinutes,
  type PickupSettings,
} from '../../../shared/pickup.schema.ts'
import type { Db } from '../../db/database.ts'

const SETTINGS_ID = 1

/**
 * The reads of the owner's pickup rules, built, not run: loadPickupSettings runs them, and a booking's group reads
 * them with the business's settings in one statement on PostgreSQL (bookings/booking-rules.ts).
 */
export function pickupRuleReads(db: Db) {
  return {
    windows: db
      .selectFrom('pickup_windows')
      .select(['weekday', 'start_minute', 'end_minute', 'capacity'])
      .orderBy('weekday')
      .orderBy('start_minute'),
    closures: db
      .selectFrom('pickup_closures')
      .select(['from_date', 'to_date', 'note'])
      .orderBy('from_date')
      .orderBy('id'),
    settings: db
      .selectFrom('pickup_settings')
      .select(['lead_hours', 'horizon_days'])
      .where('id', '=', SETTINGS_ID),
  }
}

type RuleReads = ReturnType<typeof pickupRuleReads>
type RowOf<Read extends RuleReads[keyof RuleReads]> = Awaited<ReturnType<Read['execute']>>[number]

/** The rules from their rows; with nothing saved yet, no windows and the default lead time and horizon. */
export function pickupSettingsOf(
  windows: RowOf<RuleReads['windows']>[],
  closures: RowOf<RuleReads['closures']>[],
  settings: RowOf<RuleReads['settings']> | undefined | null,
): PickupSettings {
  return {
    windows: windows.map((row) => ({
      weekday: row.weekday,
      start: timeOfMinutes(row.start_minute),
      end: timeOfMinutes(row.end_minute),
      capacity: row.capacity,
    })),
    closures: closures.map((row) => ({ from: row.from_date, to: row.to_date, note: row.note })),
    leadHours: settings?.lead_hours ?? DEFAULT_LEAD_HOURS,
    horizonDays: settings?.horizon_days ?? DEFAULT_HORIZON_DAYS,
  }
}

/** The owner's pickup rules; with nothing saved yet, no windows and the default lead time and horizon. */
export async function loadPickupSettings(db: Db): Promise<PickupSettings> {
  const reads = pickupRuleReads(db)
  const [windows, closures, settings] = await Promise.all([
    reads.windows.execute(),
    reads.closures.execute(),
    reads.settings.executeTakeFirst(),
  ])
  return pickupSettingsOf(windows, closures, settings)
}

/** Replaces the rules as a whole; call it in a transaction so that readers never see half of them. */
export async function savePickupSettings(db: Db, settings: PickupSettings): Promise<void> {
  await db.deleteFrom('pickup_windows').execute()
  await db.deleteFrom('pickup_closures').execute()
  if (settings.windows.length > 0) {
    await db
      .insertInto('pickup_windows')
      .values(
        settings.windows.map((window) => ({
          weekday: window.weekday,
          start_minute: minutesOfTime(window.start),
          end_minute: minutesOfTime(window.end),
          capacity: window.capacity,
        })),
      )
      .execute()
  }
  if (settings.closures.length > 0) {
    await db
      .insertInto('pickup_closures')
      .values(settings.closures.map((c) => ({ from_date: c.from, to_date: c.to, note: c.note })))
      .execute()
  }
  await db
    .insertInto('pickup_settings')
    .values({ id: SETTINGS_ID, lead_hours: settings.leadHours, horizon_days: settings.horizonDays })
    .onConflict((conflict) =>
      conflict
        .column('id')
        .doUpdateSet({ lead_hours: settings.leadHours, horizon_days: settings.horizonDays }),
    )
    .execute()
}

const newCalendarToken = () => randomBytes(24).toString('base64url')

/** The calendar feed's secret, made on first use. */
export async function calendarToken(db: Db): Promise<string> {
  const row = await db
    .selectFrom('pickup_settings')
    .select('calendar_token')
    .where('id', '=', SETTINGS_ID)
    .executeTakeFirst()
  if (row?.calendar_token) return row.calendar_token
  return resetCalendarToken(db)
}

/** A new secret: the old feed URL stops working at once. */
export async function resetCalendarToken(db: Db): Promise<string> {
  const token = newCalendarToken()
  await db
    .insertInto('pickup_settings')
    .values({
      id: SETTINGS_ID,
      lead_hours: DEFAULT_LEAD_HOURS,
      horizon_days: DEFAULT_HORIZON_DAYS,
      calendar_token: token,
    })
    .onConflict((conflict) => conflict.column('id').doUpdateSet({ calendar_token: token }))
    .execute()
  return token
}

/** Whether this is the feed's current secret. */
export async function isCalendarToken(db: Db, token: string): Promise<boolean> {
  const row = await db
    .selectFrom('pickup_settings')
    .select('id')
    .where('id', '=', SETTINGS_ID)
    .where('calendar_token', '=', token)
    .executeTakeFirst()
  return row !== undefined
}
