import type {
  BookingsTable,
  BookingEventsTable,
  OrderAccessTokensTable,
  PaymentsTable,
} from './schema/bookings.ts'
import type {
  CustomersTable,
  RebookRemindersTable,
  ReviewsTable,
  ReviewRequestsTable,
} from './schema/customers.ts'
import type { AdminsTable, SessionsTable, PasswordResetTokensTable, RateLimitsTable } from './schema/auth.ts'
import type { EmailsTable, EmailRepliesTable, MailOutboxTable, MailAttachmentsTable } from './schema/mail.ts'
import type {
  PickupWindowsTable,
  PickupClosuresTable,
  PickupSettingsTable,
  PickupSlotLocksTable,
  PickupRemindersTable,
  ReturnRemindersTable,
} from './schema/pickup.ts'
import type {
  VideosTable,
  SettingsTable,
  SettingsHistoryTable,
  AttentionItemsTable,
} from './schema/business.ts'
import type {
  BookingStatsTable,
  CustomerStatsTable,
  BookingsSearchWalkTable,
  PaymentStatsTable,
  BookingBalanceStatsTable,
} from './schema/counters.ts'

export * from './schema/bookings.ts'
export * from './schema/customers.ts'
export * from './schema/auth.ts'
export * from './schema/mail.ts'
export * from './schema/pickup.ts'
export * from './schema/business.ts'
export * from './schema/counters.ts'

/**
 * The tables as the database stores them (docs/decisions.md "Data"). Instants are epoch milliseconds, flags are 0/1
 * integers and money is integer cents on both SQLite and PostgreSQL; repositories convert at their edge.
 */
export interface Database {
  bookings: BookingsTable
  booking_events: BookingEventsTable
  customers: CustomersTable
  admins: AdminsTable
  sessions: SessionsTable
  password_reset_tokens: PasswordResetTokensTable
  emails: EmailsTable
  videos: VideosTable
  rate_limits: RateLimitsTable
  mail_outbox: MailOutboxTable
  order_access_tokens: OrderAccessTokensTable
  pickup_windows: PickupWindowsTable
  pickup_closures: PickupClosuresTable
  pickup_settings: PickupSettingsTable
  pickup_slot_locks: PickupSlotLocksTable
  settings: SettingsTable
  settings_history: SettingsHistoryTable
  booking_stats_days: BookingStatsTable
  booking_stats_quarters: BookingStatsTable
  booking_stats_all_time: BookingStatsTable
  pickup_reminders: PickupRemindersTable
  return_reminders: ReturnRemindersTable
  customer_stats: CustomerStatsTable
  bookings_search_walk: BookingsSearchWalkTable
  payments: PaymentsTable
  mail_attachments: MailAttachmentsTable
  payment_stats_days: PaymentStatsTable
  payment_stats_quarters: PaymentStatsTable
  payment_stats_all_time: PaymentStatsTable
  booking_balance_stats: BookingBalanceStatsTable
  attention_items: AttentionItemsTable
  rebook_reminders: RebookRemindersTable
  reviews: ReviewsTable
  review_requests: ReviewRequestsTable
  email_replies: EmailRepliesTable
}
