import type { BookingStatus } from '../../../shared/booking-status.ts'
import type { Booking } from '../../../shared/booking.schema.ts'
import { formatKnives } from '../../../shared/format.ts'
import { pickupNextStep } from '../../../shared/pickup-promise.ts'
import {
  emailLayout,
  estimatedTotal,
  orderNumber,
  type Business,
  type ComposedEmail,
  textSignOff,
} from './email-parts.ts'
import { html } from '../../lib/html.ts'
import { orderLinkHtml, orderLinkText } from './order-link-email.ts'

/** What the customer hears when an order moves to each status: a headline and a sentence or two. */
const STATUS_MESSAGES: Record<
  BookingStatus,
  { headline: string; message: (business: Business, booking: Booking) => string }
> = {
  pending: {
    headline: "We've received your booking",
    message: (business, booking) =>
      booking.pickupStart
        ? pickupNextStep(booking, business.timezone)
        : 'We will be in touch soon to arrange picking up your knives.',
  },
  'in-progress': {
    headline: "We've picked up your knives",
    message: () => 'Your knives are with us for sharpening. They will be back with you within two days.',
  },
  completed: {
    headline: 'Your knives are sharp and ready for return',
    message: () => 'We will be in touch to arrange bringing them back to you.',
  },
  paid: {
    headline: 'Thank you for your payment',
    message: (business) => `We have received your payment. Thank you for choosing ${business.name}.`,
  },
  cancelled: {
    headline: 'Your booking has been cancelled',
    message: () => 'If you did not expect this, just reply to this e-mail and we will sort it out.',
  },
}

/**
 * The opt-in "E-mail the customer" of a status change: short, suited to the new status, with the note the admin
 * wrote on that change (the dialog says the note goes with the e-mail; the order page then shows it too).
 */
export function composeStatusEmail(
  booking: Booking,
  business: Business,
  orderUrl?: string,
  note?: string | null,
): ComposedEmail {
  const { headline, message } = STATUS_MESSAGES[booking.status]
  const subject = `${headline}: order ${orderNumber(booking)}`
  const knives = formatKnives(booking.totalKnives)
  const summary = `Order ${orderNumber(booking)}, ${knives}, estimated total ${estimatedTotal(booking)}.`
  const text = [
    `Hello ${booking.customerName},`,
    '',
    `${headline}.`,
    message(business, booking),
    ...(note ? ['', 'A note from us:', note] : []),
    '',
    summary,
    ...orderLinkText(orderUrl),
    ...textSignOff(business),
  ].join('\n')
  const body = html`<h1 style="font-size:20px;margin:0 0 8px">${headline}</h1>
    <p>Hello ${booking.customerName},</p>
    <p>${message(business, booking)}</p>
    ${note ? html`<p style="white-space:pre-wrap"><strong>A note from us:</strong><br />${note}</p>` : ''}
    <p style="font-size:14px;color:#57534e">${summary}</p>
    ${orderLinkHtml(orderUrl)}`
  return { subject, text, html: emailLayout(business, subject, body) }
}
