import type { Generated, Insertable, Selectable, Updateable } from 'kysely'

/**
 * The tables as the database stores them (DESIGN.md section 3). Instants are epoch milliseconds, flags are 0/1
 * integers and money is integer cents on both SQLite and PostgreSQL; repositories convert at their edge.
 */
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
}

export type BookingEventKind = 'created' | 'status' | 'edited' | 'archived' | 'unarchived' | 'email_sent'

export interface BookingEventsTable {
  id: Generated<number>
  booking_id: number
  at: number
  kind: BookingEventKind
  from_status: string | null
  to_status: string | null
  notes: string | null
}

export interface CustomersTable {
  id: Generated<number>
  /** Trimmed and lower-cased: one customer per address. */
  email: string
  name: string
  phone: string | null
  street_address: string | null
  city: string | null
  state: string | null
  zip_code: string | null
  created_at: number
  updated_at: number
}

export interface AdminsTable {
  id: Generated<number>
  username: string
  password_hash: string
  created_at: number
  updated_at: number
}

export interface SessionsTable {
  /** SHA-256 of the session token; the token itself lives only in the browser's cookie. */
  token_hash: string
  admin_id: number
  created_at: number
  expires_at: number
}

export interface EmailsTable {
  id: Generated<number>
  message_id: string | null
  from_name: string | null
  from_email: string
  to_email: string | null
  subject: string | null
  text_content: string | null
  html_content: string | null
  is_read: Generated<number>
  customer_id: number | null
  attachment_count: Generated<number>
  received_at: number
  created_at: number
}

export interface VideosTable {
  id: Generated<number>
  title: string
  description: string | null
  video_type: string
  video_url: string
  thumbnail_url: string | null
  /** For uploaded videos: the stored file's name under DATA_DIR/uploads. */
  file_name: string | null
  category: string
  position: number
  is_active: Generated<number>
  created_at: number
  updated_at: number
}

/** Fixed-window counters shared by every instance (login attempts, public look-ups). */
export interface RateLimitsTable {
  key: string
  hits: number
  reset_at: number
}

export interface Database {
  bookings: BookingsTable
  booking_events: BookingEventsTable
  customers: CustomersTable
  admins: AdminsTable
  sessions: SessionsTable
  emails: EmailsTable
  videos: VideosTable
  rate_limits: RateLimitsTable
}

export type BookingRow = Selectable<BookingsTable>
export type NewBookingRow = Insertable<BookingsTable>
export type BookingRowUpdate = Updateable<BookingsTable>
export type NewBookingEventRow = Insertable<BookingEventsTable>
export type NewCustomerRow = Insertable<CustomersTable>
export type AdminRow = Selectable<AdminsTable>
