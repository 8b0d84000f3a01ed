// Counters kept by triggers for Reports and the lists (migrations 0014, 0016, 0019, 0037). The tables together: ../schema.ts.

/**
 * Bookings made in one UTC day (booking_stats_days), quarter hour (booking_stats_quarters) or ever
 * (booking_stats_all_time) by their status now, with what they add up to: kept by database triggers on bookings
 * (migrations 0014 and 0017), read by Reports.
 */
export interface BookingStatsTable {
  /** Epoch milliseconds: the start of the day or quarter hour the bookings were made in; 0 for all time. */
  bucket_start: number
  status: string
  bookings: number
  price_cents: number
  over_9: number
  from_7_to_9: number
  from_4_to_6: number
  under_4: number
  not_yet_measured: number
  nick_repair: number
  strapping: number
}

/** One row (id 1): how many customers, and how many with more than one booking; kept by triggers (migration 0016). */
export interface CustomerStatsTable {
  id: number
  customers: number
  repeat_customers: number
}

/**
 * PostgreSQL only: each order's archive flag, status, creation instant and searched text (lower-cased, as
 * SEARCH_TEXT joins them), kept by a trigger on bookings (migration 0019) for the order search's newest-first walk.
 */
export interface BookingsSearchWalkTable {
  id: number
  archived: number
  status: string
  created_at: number
  text: string
}

/**
 * The payments not voided, per method, received in each UTC day or quarter hour (bucket_start) or all time
 * (bucket_start 0), with their amounts and tips: kept by triggers on payments (migration 0037), read by Reports.
 */
export interface PaymentStatsTable {
  bucket_start: number
  method: string
  payments: number
  amount_cents: number
  tip_cents: number
}

/** Per status, the orders' balances due where above zero (migration 0037, triggers on bookings). */
export interface BookingBalanceStatsTable {
  status: string
  balance_cents: number
}
