/**
 * The customer's private order link (docs/decisions.md "The customer's order link"). Every place that shows
 * or sends it builds it here: the confirmation page, the QR code, the admin's "Copy customer link", and the e-mails.
 */

/** A token as this app makes them: 43 base64url characters (256 bits), or 64 hex digits for older bookings. */
const ORDER_TOKEN_FORMAT = /^[A-Za-z0-9_-]{43,64}$/

/** Could be a token: anything else is answered as an unknown one without asking the database. */
export function isOrderTokenFormat(token: string): boolean {
  return ORDER_TOKEN_FORMAT.test(token)
}

/** The order page's path: /orders/{token}. */
export function orderPagePath(token: string): string {
  return `/orders/${encodeURIComponent(token)}`
}

/** The order page's whole address on the site at `siteOrigin` ("https://shop.example.com"), for e-mails and QR codes. */
export function orderPageUrl(siteOrigin: string, token: string): string {
  return new URL(orderPagePath(token), siteOrigin).href
}

/** The order's review page (issue 43 point 5): /orders/{token}/review, as private as the order page. */
export function reviewPageUrl(siteOrigin: string, token: string): string {
  return new URL(`${orderPagePath(token)}/review`, siteOrigin).href
}

/**
 * Where the browser goes after booking. The token rides in the fragment, which browsers never send to a server
 * (neither in the request nor in a Referer), so the page can fetch the order again after a reload.
 */
export function confirmationPath(bookingId: number, token: string): string {
  return `/booking-confirmation/${bookingId}#${encodeURIComponent(token)}`
}

/**
 * "Book again" (issue 43): the booking form filled in from the order with this token. The token rides in the query
 * of a page the server answers with the web app, whose request log leaves the query out (plugins/request-log.ts).
 */
export function bookAgainPath(token: string): string {
  return `/book?again=${encodeURIComponent(token)}`
}

export function bookAgainUrl(siteOrigin: string, token: string): string {
  return new URL(bookAgainPath(token), siteOrigin).href
}

/** The one-click unsubscribe link of reminders and review requests (RFC 8058): GET shows a page, POST opts out. */
export function unsubscribeUrl(siteOrigin: string, token: string): string {
  return new URL(`/unsubscribe/${encodeURIComponent(token)}`, siteOrigin).href
}
