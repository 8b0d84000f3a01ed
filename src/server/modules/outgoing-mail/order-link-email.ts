import { orderPageUrl } from '../../../shared/order-link.ts'
import type { Db } from '../../db/database.ts'
import { findOrderToken } from '../booking-records/index.ts'
import { html, type SafeHtml } from '../../lib/html.ts'

/** The sentence before the customer's order link, in every e-mail about one order. */
export const ORDER_LINK_LEAD = 'See your order, change the pickup time or cancel:'

/**
 * The booking's private order link on the site at `siteOrigin` (PUBLIC_URL, never a request's Host header);
 * undefined for a booking without a token.
 */
export async function orderLinkFor(
  db: Db,
  siteOrigin: string,
  bookingId: number,
): Promise<string | undefined> {
  const token = await findOrderToken(db, bookingId)
  return token === undefined ? undefined : orderPageUrl(siteOrigin, token)
}

/** The link's lines for a plain-text body (nothing without a link). */
export const orderLinkText = (url: string | undefined): string[] => (url ? ['', ORDER_LINK_LEAD, url] : [])

/** The link's paragraph for an HTML body. */
export function orderLinkHtml(url: string | undefined): SafeHtml | '' {
  if (!url) return ''
  return html`<p style="margin:16px 0">
    ${ORDER_LINK_LEAD}<br />
    <a href="${url}" style="color:#1c1917;font-weight:bold">View your order</a>
  </p>`
}
