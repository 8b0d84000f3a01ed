import type { Booking } from '../../../shared/booking.schema.ts'
import { PAYMENT_METHOD_LABELS, type Payment } from '../../../shared/payment.schema.ts'
import {
  dollars,
  emailLayout,
  formatLongDate,
  orderNumber,
  textSignOff,
  type Business,
  type ComposedEmail,
} from './email-parts.ts'
import { html } from '../../lib/html.ts'
import { orderLinkHtml, orderLinkText } from './order-link-email.ts'

const cents = (decimal: string) => Math.round(Number(decimal) * 100)

/** "$20.00 by Cash on November 29, 2026 (tip $2.00)" */
function paymentLine(payment: Payment, timeZone: string): string {
  const tip = cents(payment.tip) > 0 ? ` (tip ${dollars(cents(payment.tip))})` : ''
  return `${dollars(cents(payment.amount))} by ${PAYMENT_METHOD_LABELS[payment.method]} on ${formatLongDate(payment.receivedAt, timeZone)}${tip}`
}

/** The receipt e-mailed when an order is paid in full (issue 42 point 4): each payment, the total, nothing due. */
export function composeReceiptEmail(
  booking: Booking,
  payments: readonly Payment[],
  business: Business,
  orderUrl?: string,
): ComposedEmail {
  const counted = payments.filter((payment) => payment.voidedAt === null)
  const lines = counted.map((payment) => paymentLine(payment, business.timezone))
  const tips = counted.reduce((sum, payment) => sum + cents(payment.tip), 0)
  const subject = `Receipt: order ${orderNumber(booking)} is paid`
  const total = `Total paid: ${dollars(cents(booking.amountPaid))}${tips > 0 ? ` plus ${dollars(tips)} in tips` : ''}. Balance due: ${dollars(Math.max(0, cents(booking.balanceDue)))}.`
  const text = [
    `Hello ${booking.customerName},`,
    '',
    `Thank you: order ${orderNumber(booking)} is paid in full.`,
    '',
    ...lines.map((line) => `- ${line}`),
    '',
    total,
    ...orderLinkText(orderUrl),
    ...textSignOff(business),
  ].join('\n')
  const body = html`<h1 style="font-size:20px;margin:0 0 8px">Thank you for your payment</h1>
    <p>Hello ${booking.customerName},</p>
    <p>Order ${orderNumber(booking)} is paid in full.</p>
    <ul>
      ${lines.map((line) => html`<li>${line}</li>`)}
    </ul>
    <p><strong>${total}</strong></p>
    ${orderLinkHtml(orderUrl)}`
  return { subject, text, html: emailLayout(business, subject, body) }
}
