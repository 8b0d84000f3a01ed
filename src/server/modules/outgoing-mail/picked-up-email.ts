import type { Booking } from '../../../shared/booking.schema.ts'
import { formatKnives } from '../../../shared/format.ts'
import {
  dollars,
  emailLayout,
  orderNumber,
  textSignOff,
  type Business,
  type ComposedEmail,
} from './email-parts.ts'
import { html } from '../../lib/html.ts'
import { orderLinkHtml, orderLinkText } from './order-link-email.ts'

/** "We picked up 5 knives. Your price: $38.00": what was measured at pickup and what it costs (issue 42 point 1). */
export function pickedUpSentence(booking: Pick<Booking, 'totalKnives' | 'finalPrice' | 'estimatedPrice'>) {
  const cents = Math.round(Number(booking.finalPrice ?? booking.estimatedPrice) * 100)
  return `We picked up ${formatKnives(booking.totalKnives)}. Your price: ${dollars(cents)}`
}

/** The e-mail the customer gets when the owner marks the order picked up, with the measured price. */
export function composePickedUpEmail(booking: Booking, business: Business, orderUrl?: string): ComposedEmail {
  const subject = `We picked up your knives: order ${orderNumber(booking)}`
  const sentence = pickedUpSentence(booking)
  const text = [
    `Hello ${booking.customerName},`,
    '',
    sentence,
    'Your knives are with us for sharpening. They will be back with you within two days.',
    ...orderLinkText(orderUrl),
    ...textSignOff(business),
  ].join('\n')
  const body = html`<h1 style="font-size:20px;margin:0 0 8px">We picked up your knives</h1>
    <p>Hello ${booking.customerName},</p>
    <p><strong>${sentence}</strong></p>
    <p>Your knives are with us for sharpening. They will be back with you within two days.</p>
    ${orderLinkHtml(orderUrl)}`
  return { subject, text, html: emailLayout(business, subject, body) }
}
