import type { Booking } from '../../../shared/booking.schema.ts'
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

const cents = (decimal: string) => Math.round(Number(decimal) * 100)

/** The e-mail that carries the invoice's PDF (issue 42 point 3): the total, the balance and how to pay. */
export function composeInvoiceEmail(
  booking: Booking,
  business: Business,
  paymentInstructions: string,
  orderUrl?: string,
): ComposedEmail {
  const subject = `Invoice for order ${orderNumber(booking)}`
  const total = dollars(cents(booking.finalPrice ?? booking.estimatedPrice))
  const summary = `Total ${total}, paid ${dollars(cents(booking.amountPaid))}, balance due ${dollars(cents(booking.balanceDue))}.`
  const text = [
    `Hello ${booking.customerName},`,
    '',
    `Your invoice for order ${orderNumber(booking)} is attached (PDF).`,
    summary,
    ...(paymentInstructions ? ['', 'How to pay:', paymentInstructions] : []),
    ...orderLinkText(orderUrl),
    ...textSignOff(business),
  ].join('\n')
  const body = html`<h1 style="font-size:20px;margin:0 0 8px">Your invoice</h1>
    <p>Hello ${booking.customerName},</p>
    <p>Your invoice for order ${orderNumber(booking)} is attached (PDF).</p>
    <p><strong>${summary}</strong></p>
    ${
      paymentInstructions
        ? html`<p style="white-space:pre-wrap"><strong>How to pay:</strong><br />${paymentInstructions}</p>`
        : ''
    }
    ${orderLinkHtml(orderUrl)}`
  return { subject, text, html: emailLayout(business, subject, body) }
}
