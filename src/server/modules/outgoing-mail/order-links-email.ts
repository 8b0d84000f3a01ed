import { bookingStatusLabel } from '../../../shared/booking-status.ts'
import type { Booking } from '../../../shared/booking.schema.ts'
import {
  emailLayout,
  formatLongDate,
  orderNumber,
  type Business,
  type ComposedEmail,
  textSignOff,
} from './email-parts.ts'
import { html } from '../../lib/html.ts'

export interface LinkedOrder {
  booking: Booking
  /** The order's private page (orderPageUrl). */
  url: string
}

const orderLine = ({ booking }: LinkedOrder, timeZone: string) =>
  `Order ${orderNumber(booking)}, booked ${formatLongDate(booking.createdAt, timeZone)}: ${bookingStatusLabel(booking.status)}`

/**
 * "E-mail me my order links": a link to each order of one e-mail address, newest first. With `olderOrders` the
 * address has more orders than are listed, and the message says so.
 */
export function composeOrderLinksEmail(
  name: string,
  orders: readonly LinkedOrder[],
  business: Business,
  { olderOrders = false }: { olderOrders?: boolean } = {},
): ComposedEmail {
  const subject = `Your orders with ${business.name}`
  const lead = `You asked for the links to your orders. Each one opens the order's page, where you can follow it, change the pickup time or cancel.`
  const older = olderOrders
    ? `These are your ${orders.length} most recent orders. For an older one, reply to this e-mail and we will send you its link.`
    : null
  const text = [
    `Hello ${name},`,
    '',
    lead,
    ...(older ? ['', older] : []),
    '',
    ...orders.flatMap((order) => [orderLine(order, business.timezone), order.url, '']),
    'If you did not ask for this e-mail, you can ignore it: the links only go to this address.',
    ...textSignOff(business),
  ].join('\n')
  const body = html`<h1 style="font-size:20px;margin:0 0 8px">Your orders</h1>
    <p>Hello ${name},</p>
    <p>${lead}</p>
    ${older ? html`<p>${older}</p>` : ''}
    <ul style="padding-left:20px">
      ${orders.map(
        (order) =>
          html`<li style="margin:0 0 8px">
            ${orderLine(order, business.timezone)}<br />
            <a href="${order.url}" style="color:#1c1917;font-weight:bold"
              >View order ${orderNumber(order.booking)}</a
            >
          </li>`,
      )}
    </ul>
    <p style="font-size:13px;color:#57534e">
      If you did not ask for this e-mail, you can ignore it: the links only go to this address.
    </p>`
  return { subject, text, html: emailLayout(business, subject, body) }
}
