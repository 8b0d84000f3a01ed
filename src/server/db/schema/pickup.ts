import type { Generated } from 'kysely'

// Pickup times: the weekly windows, closures, settings, the windows' places and the reminders queued for them. The tables together: ../schema.ts.

/** A weekly pickup window: ISO weekday (Monday 1) and minutes since midnight in the business's timezone. */
export interface PickupWindowsTable {
  id: Generated<number>
  weekday: number
  start_minute: number
  end_minute: number
  capacity: number
}

/** Days without pickups, YYYY-MM-DD to YYYY-MM-DD inclusive, on the business's calendar. */
export interface PickupClosuresTable {
  id: Generated<number>
  from_date: string
  to_date: string
  note: string
}

/** One row (id 1): lead time, horizon and the calendar feed's secret. */
export interface PickupSettingsTable {
  id: number
  lead_hours: number
  horizon_days: number
  calendar_token: string | null
}

/**
 * One row per booked window start, locked while a booking takes a place in it, with the places taken: bookings
 * in the window not cancelled, kept by triggers on bookings (migration 0022).
 */
export interface PickupSlotLocksTable {
  slot_start: number
  taken: Generated<number>
  /**
   * What the database holds `taken` to (migration 0028's check): the window's capacity as of the last place taken
   * in it, null for none (the owner's override, or no place taken since the migration).
   */
  capacity: number | null
}

/** A day-before reminder queued for a booking's pickup start: the key that makes it once only. */
export interface PickupRemindersTable {
  booking_id: number
  pickup_start: number
  queued_at: number
}

/** A day-before reminder queued for a booking's return start (migration 0033): the key that makes it once only. */
export interface ReturnRemindersTable {
  booking_id: number
  return_start: number
  queued_at: number
}
