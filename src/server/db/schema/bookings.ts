import type { Generated, Insertable, Selectable, Updateable } from 'kysely'

// Orders: the bookings table, its history, its order-page secret and its payments. The tables together: ../schema.ts.

export interface BookingsTable {
  id: Generated<number>
  created_at: number
  updated_at: number
  status: string
  archived: Generated<number>
  measurement_type: string
  knife_count: number | null
  customer_id: number
  customer_name: string
  customer_email: string
  customer_phone: string | null
  /** The phone's digits alone, so the public look-up by phone can use an index. */
  customer_phone_digits: string | null
  street_address: string | null
  city: string | null
  state: string | null
  zip_code: string | null
  blades_over_9_inches: number
  blades_7_to_9_inches: number
  blades_4_to_6_inches: number
  blades_under_4_inches: number
  nick_repair_quantity: number
  strapping_quantity: number
  special_requirements: string | null
  estimated_price_cents: number
  out_of_area: Generated<number>
  /** The pickup window booked (migration 0011), epoch milliseconds; null when no time was asked. */
  pickup_start: number | null
  pickup_end: number | null
  /** The unit prices the booking was made with (migration 0010); a later price change never alters them. */
  unit_over_9_inches_cents: Generated<number>
  unit_7_to_9_inches_cents: Generated<number>
  unit_4_to_6_inches_cents: Generated<number>
  unit_under_4_inches_cents: Generated<number>
  unit_pickup_per_knife_cents: Generated<number>
  unit_nick_repair_cents: Generated<number>
  unit_strapping_cents: Generated<number>
  /** When the owner marked it picked up (migration 0030), epoch milliseconds; null before. */
  picked_up_at: Generated<number | null>
  /** The price from what was measured at pickup, with the booking's own unit prices; null before. */
  final_price_cents: Generated<number | null>
  /** The order's payments not voided, summed (migration 0031); kept with each payment and void. */
  amount_paid_cents: Generated<number>
  /** The window the knives go back in (migration 0033), epoch milliseconds; null until one is chosen. */
  return_start: Generated<number | null>
  return_end: Generated<number | null>
  /**
   * The order's latest customer e-mail that failed for good (migration 0039), and its kind: the admin's marker
   * with Retry. Null once retried, or when none failed.
   */
  failed_mail_id: Generated<number | null>
  failed_mail_kind: Generated<string | null>
}

export type BookingEventKind =
  | 'created'
  | 'status'
  | 'edited'
  | 'archived'
  | 'unarchived'
  | 'email_sent'
  | 'customer_message'
  | 'owner_reply'
  | 'payment'
  | 'payment_voided'

export interface BookingEventsTable {
  id: Generated<number>
  booking_id: number
  at: number
  kind: BookingEventKind
  from_status: string | null
  to_status: string | null
  notes: string | null
}

/** The secret of each booking's private order page (/orders/{token}); see migration 0012. */
export interface OrderAccessTokensTable {
  booking_id: number
  token: string
  created_at: number
}

/** A payment received for an order (migration 0031); a voided one stays, with when it was voided. */
export interface PaymentsTable {
  id: Generated<number>
  booking_id: number
  amount_cents: number
  tip_cents: number
  method: string
  note: string | null
  received_at: number
  voided_at: number | null
  created_at: number
}

export type BookingRow = Selectable<BookingsTable>

/**
 * Every column of bookings by name, for a statement kept prepared on PostgreSQL, which must not return `*`
 * (database.ts, withNamedWrites). The compiler holds the list to the table: a column missing or extra fails.
 */
const EVERY_BOOKING_COLUMN: Record<keyof BookingsTable, true> = {
  id: true,
  created_at: true,
  updated_at: true,
  status: true,
  archived: true,
  measurement_type: true,
  knife_count: true,
  customer_id: true,
  customer_name: true,
  customer_email: true,
  customer_phone: true,
  customer_phone_digits: true,
  street_address: true,
  city: true,
  state: true,
  zip_code: true,
  blades_over_9_inches: true,
  blades_7_to_9_inches: true,
  blades_4_to_6_inches: true,
  blades_under_4_inches: true,
  nick_repair_quantity: true,
  strapping_quantity: true,
  special_requirements: true,
  estimated_price_cents: true,
  out_of_area: true,
  pickup_start: true,
  pickup_end: true,
  unit_over_9_inches_cents: true,
  unit_7_to_9_inches_cents: true,
  unit_4_to_6_inches_cents: true,
  unit_under_4_inches_cents: true,
  unit_pickup_per_knife_cents: true,
  unit_nick_repair_cents: true,
  unit_strapping_cents: true,
  picked_up_at: true,
  final_price_cents: true,
  amount_paid_cents: true,
  return_start: true,
  return_end: true,
  failed_mail_id: true,
  failed_mail_kind: true,
}

export const BOOKING_COLUMNS = Object.keys(EVERY_BOOKING_COLUMN) as (keyof BookingsTable)[]

export type NewBookingRow = Insertable<BookingsTable>

export type BookingRowUpdate = Updateable<BookingsTable>

export type NewBookingEventRow = Insertable<BookingEventsTable>
