import type { BookingListQuery } from './booking-list.schema.ts'

/**
 * The addresses of the reads a page makes first. The client asks for exactly these, and the server names the same
 * ones in a page's HTML as preloads (server/plugins/page-hints.ts): a browser reuses a preloaded answer only for the
 * very URL it preloaded, so both sides build them here.
 */

export type QueryParams = Record<string, string | number | boolean | null | undefined>

/** `path` with `query` as its query string, in the query's own key order; null and undefined values left out. */
export function apiUrl(path: string, query?: QueryParams): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.set(key, String(value))
  }
  const search = params.toString()
  return search ? `${path}?${search}` : path
}

/** The business's public settings, read by every page. */
export const BUSINESS_URL = '/api/public/business'
/** The session check: the navigation bar and the admin pages read it. */
export const SESSION_URL = '/api/auth/me'
/** Reports' figures. */
export const STATS_URL = '/api/stats'

/** The order behind a customer's private link. */
export const publicOrderUrl = (token: string) => `/api/public/orders/${encodeURIComponent(token)}`

/** The list query as the client writes it: page and limit are numbers here (the server coerces its text). */
export type BookingListParams = Omit<BookingListQuery, 'page' | 'limit'> & { page?: number; limit?: number }

/** One page of the admin's orders (All Orders, Archived Orders, a board column). */
export const bookingListUrl = (query: BookingListParams) => apiUrl('/api/bookings', query)

/** The owner's "Needs attention" list, a page of open or done items. */
export interface AttentionPageParams {
  status: 'open' | 'done'
  page: number
  limit: number
}
/** Three at a time keep the Workflow Board on the first screen; the rest are a page away. */
export const ATTENTION_PAGE_SIZE = 3

export const attentionUrl = ({ status, page, limit }: AttentionPageParams) =>
  apiUrl('/api/attention', { status, page, limit })
