import type { Booking } from '../../../shared/booking.schema.ts'
import { bookingPickupText } from '../../../shared/pickup-time.ts'
import { formatKnives } from '../../../shared/format.ts'
import {
  emailLayout,
  formatAddress,
  orderNumber,
  type Business,
  type ComposedEmail,
  textSignOff,
} from './email-parts.ts'
import { html } from '../../lib/html.ts'
import { orderLinkHtml, orderLinkText } from './order-link-email.ts'

/** What a stop's e-mail says about it: "Pickup" or "Return", its window in words, and what to do meanwhile. */
export interface StopText {
  label: 'Pickup' | 'Return'
  when: string
  advice: string
}

const PICKUP_ADVICE =
  'Please have your knives ready, wrapped or in a box. If the time no longer suits you, just reply to this e-mail.'

/** An e-mail about one stop of the driver's at the customer's: its time, address and order, and the order link. */
export function stopEmail(
  booking: Booking,
  business: Business,
  { headline, lead, subject }: { headline: string; lead: string; subject: string },
  orderUrl: string | undefined,
  stop: StopText,
): ComposedEmail {
  const where = formatAddress(booking)
  const text = [
    `Hello ${booking.customerName},`,
    '',
    lead,
    '',
    `${stop.label} time: ${stop.when}`,
    ...(where ? [`${stop.label} address: ${where}`] : []),
    `Order ${orderNumber(booking)}, ${formatKnives(booking.totalKnives)}.`,
    '',
    stop.advice,
    ...orderLinkText(orderUrl),
    ...textSignOff(business),
  ].join('\n')
  const body = html`<h1 style="font-size:20px;margin:0 0 8px">${headline}</h1>
    <p>Hello ${booking.customerName},</p>
    <p>${lead}</p>
    <p style="margin:16px 0">
      <strong>${stop.label} time: ${stop.when}</strong>${
        where ? html`<br />${stop.label} address: ${where}` : ''
      }<br />
      Order ${orderNumber(booking)}, ${formatKnives(booking.totalKnives)}.
    </p>
    <p>${stop.advice}</p>
    ${orderLinkHtml(orderUrl)}`
  return { subject, text, html: emailLayout(business, subject, body) }
}

function pickupEmail(
  booking: Booking,
  business: Business,
  words: { headline: string; lead: string; subject: string },
  orderUrl: string | undefined,
): ComposedEmail {
  const when = bookingPickupText(booking, business.timezone) ?? ''
  return stopEmail(booking, business, words, orderUrl, { label: 'Pickup', when, advice: PICKUP_ADVICE })
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
