import { bookingListUrl, type BookingListParams } from './api-read-urls.ts'
import { BOOKING_STATUSES, type BookingStatus } from './booking-status.ts'

/**
 * The Workflow Board's reads (features/orders/api/get-board.ts), which the server preloads for the board's first
 * screen (server/plugins/page-hints.ts).
 */

/**
 * A column loads this many orders at first, and this many more each time the owner asks for more: a phone's
 * column shows four or five, and a page of a hundred on each of five columns was half a megabyte of JSON.
 */
export const BOARD_PAGE = 20
/** Completed and Paid hold every finished order: by default they show those changed in this many days. */
export const RECENT_DAYS = 30
const RECENT_ONLY: ReadonlySet<BookingStatus> = new Set(['completed', 'paid'])
const HOUR_MS = 3_600_000

/**
 * Since when a column shows its orders, if it shows recent ones only. Whole hours: the board's fetch and the
 * server's preload of it a moment before then name the same address (a page opened as the hour turns asks again).
 */
function recentSince(status: BookingStatus, older: boolean, now: number): string | undefined {
  if (!RECENT_ONLY.has(status) || older) return undefined
  return new Date(Math.floor((now - RECENT_DAYS * 86_400_000) / HOUR_MS) * HOUR_MS).toISOString()
}

/** A column's page, newest first. */
export function boardColumnQuery(
  status: BookingStatus,
  page: number,
  older: boolean,
  now: number,
): BookingListParams {
  const since = recentSince(status, older, now)
  return {
    status,
    includeArchived: 'false',
    page,
    limit: BOARD_PAGE,
    sort: 'createdAt',
    order: 'desc',
    ...(since === undefined ? {} : { updatedSince: since }),
  }
}

/** The first page of every column as the board first opens. */
export const boardFirstReads = (now: number) =>
  BOOKING_STATUSES.map((status) => bookingListUrl(boardColumnQuery(status, 1, false, now)))
