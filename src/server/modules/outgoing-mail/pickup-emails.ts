import type { Booking } from '../../../shared/booking.schema.ts'
import { bookingPickupText } from '../../../shared/pickup-time.ts'
import {
  emailLayout,
  formatAddress,
  orderNumber,
  type Business,
  type ComposedEmail,
  textSignOff,
} from './email-parts.ts'
import { html } from './html.ts'
import { orderLinkHtml, orderLinkText } from './order-link-email.ts'

const knives = (count: number) => `${count} ${count === 1 ? 'knife' : 'knives'}`

function pickupEmail(
  booking: Booking,
  business: Business,
  { headline, lead, subject }: { headline: string; lead: string; subject: string },
  orderUrl: string | undefined,
): ComposedEmail {
  const when = bookingPickupText(booking, business.timezone) ?? ''
  const where = formatAddress(booking)
  const text = [
    `Hello ${booking.customerName},`,
    '',
    lead,
    '',
    `Pickup time: ${when}`,
    ...(where ? [`Pickup address: ${where}`] : []),
    `Order ${orderNumber(booking)}, ${knives(booking.totalKnives)}.`,
    '',
    'Please have your knives ready, wrapped or in a box. If the time no longer suits you, just reply to this e-mail.',
    ...orderLinkText(orderUrl),
    ...textSignOff(business),
  ].join('\n')
  const body = html`<h1 style="font-size:20px;margin:0 0 8px">${headline}</h1>
    <p>Hello ${booking.customerName},</p>
    <p>${lead}</p>
    <p style="margin:16px 0">
      <strong>Pickup time: ${when}</strong>${where ? html`<br />Pickup address: ${where}` : ''}<br />
      Order ${orderNumber(booking)}, ${knives(booking.totalKnives)}.
    </p>
    <p>
      Please have your knives ready, wrapped or in a box. If the time no longer suits you, just reply to this
      e-mail.
    </p>
    ${orderLinkHtml(orderUrl)}`
  return { subject, text, html: emailLayout(business, subject, body) }
}

/**
 * The reminder the evening before a pickup (sent at REMINDER_LOCAL_HOUR, 18:00 on the business's clock, through
 * the outbox). Needs a booking with a pickup time.
 */
export function composeReminderEmail(booking: Booking, business: Business, orderUrl?: string): ComposedEmail {
  return pickupEmail(
    booking,
    business,
    {
      headline: 'We pick up your knives tomorrow',
      lead: `A reminder from ${business.name}: we come by tomorrow to pick up your knives.`,
      subject: `Reminder: we pick up your knives tomorrow, order ${orderNumber(booking)}`,
    },
    orderUrl,
  )
}

/** Told to the customer when the owner moves their pickup to another window. */
export function composePickupMovedEmail(
  booking: Booking,
  business: Business,
  orderUrl?: string,
): ComposedEmail {
  return pickupEmail(
    booking,
    business,
    {
      headline: 'Your pickup time has changed',
      lead: 'We have moved the pickup of your knives to a new time.',
      subject: `New pickup time for order ${orderNumber(booking)}`,
    },
    orderUrl,
  )
}
