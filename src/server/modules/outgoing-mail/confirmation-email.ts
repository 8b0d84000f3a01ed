import { bookingPriceLines, type PriceLine } from '../../../shared/booking-lines.ts'
import { bookingStatusLabel } from '../../../shared/booking-status.ts'
import { pickupNextStep } from '../../../shared/pickup-promise.ts'
import { bookingPickupText } from '../../../shared/pickup-time.ts'
import type { Booking } from '../../../shared/booking.schema.ts'
import { priceRangeCents } from '../../../shared/pricing.ts'
import {
  dollars,
  emailLayout,
  estimatedTotal,
  formatAddress,
  formatLongDate,
  orderNumber,
  servicePromises,
  type Business,
  type ComposedEmail,
  textSignOff,
} from './email-parts.ts'
import { html } from '../../lib/html.ts'
import { customerFacingNotes } from '../../../shared/customer-notes.ts'
import { orderLinkHtml, orderLinkText } from './order-link-email.ts'

const lineText = (line: PriceLine) =>
  `${line.label}: ${line.quantity} × ${dollars(line.unitCents)} = ${dollars(line.totalCents)}`

/**
 * "Send confirmation e-mail": the order, its items with their prices, the estimate and its range, the service
 * promises and how to reach the business (docs/decisions.md "E-mail").
 */
export function composeConfirmationEmail(
  booking: Booking,
  business: Business,
  orderUrl?: string,
): ComposedEmail {
  const lines = bookingPriceLines(booking, booking.prices)
  const range = priceRangeCents(booking, booking.prices)
  const total = estimatedTotal(booking)
  const rangeText = `${dollars(range.low)} to ${dollars(range.high)}`
  const date = formatLongDate(booking.createdAt, business.timezone)
  const where = formatAddress(booking)
  const pickupTime = bookingPickupText(booking, business.timezone)
  const promises = servicePromises(business)
  const nextStep = booking.pickupStart
    ? pickupNextStep(booking, business.timezone)
    : 'We will be in touch to arrange picking up your knives.'
  const subject = `Booking confirmed: order ${orderNumber(booking)}`

  const text = [
    `Hello ${booking.customerName},`,
    '',
    `Thank you for booking with ${business.name}. ${nextStep}`,
    '',
    `Order ${orderNumber(booking)}, booked ${date}`,
    `Status: ${bookingStatusLabel(booking.status)}`,
    `Total knives: ${booking.totalKnives}`,
    ...(where ? [`Pickup address: ${where}`] : []),
    ...(pickupTime ? [`Pickup time: ${pickupTime}`] : []),
    ...orderLinkText(orderUrl),
    '',
    'Service details',
    ...lines.map((line) => `  ${lineText(line)}`),
    `Estimated total: ${total}`,
    `Price range: ${rangeText}. Final price will be confirmed after review.`,
    ...(booking.specialRequirements
      ? ['', 'Special requirements:', customerFacingNotes(booking.specialRequirements)]
      : []),
    '',
    'Our promise',
    ...promises.map((promise) => `  - ${promise}`),
    ...textSignOff(business),
  ].join('\n')

  const cell = 'padding:4px 0;border-bottom:1px solid #f5f5f4'
  const body = html`<h1 style="font-size:20px;margin:0 0 8px">Booking confirmed</h1>
    <p>Hello ${booking.customerName},</p>
    <p>Thank you for booking with ${business.name}. ${nextStep}</p>
    <p style="margin:16px 0 4px">
      <strong>Order ${orderNumber(booking)}</strong>, booked ${date}<br />
      Status: ${bookingStatusLabel(booking.status)}<br />Total knives:
      ${booking.totalKnives}${where ? html`<br />Pickup address: ${where}` : ''}${
        pickupTime ? html`<br /><strong>Pickup time: ${pickupTime}</strong>` : ''
      }
    </p>
    ${orderLinkHtml(orderUrl)}
    <h2 style="font-size:16px;margin:16px 0 4px">Service details</h2>
    <table style="width:100%;border-collapse:collapse;font-size:14px">
      ${lines.map(
        (line) =>
          html`<tr>
            <td style="${cell}">${line.label}</td>
            <td style="${cell};text-align:right">${line.quantity} × ${dollars(line.unitCents)}</td>
            <td style="${cell};text-align:right">${dollars(line.totalCents)}</td>
          </tr>`,
      )}
      <tr>
        <td colspan="2" style="padding:8px 0"><strong>Estimated total</strong></td>
        <td style="padding:8px 0;text-align:right"><strong>${total}</strong></td>
      </tr>
    </table>
    <p style="font-size:13px;color:#57534e">
      Price range: ${rangeText}. Final price will be confirmed after review.
    </p>
    ${
      booking.specialRequirements
        ? html`<h2 style="font-size:16px;margin:16px 0 4px">Special requirements</h2>
            <p style="white-space:pre-wrap">${customerFacingNotes(booking.specialRequirements)}</p>`
        : ''
    }
    <h2 style="font-size:16px;margin:16px 0 4px">Our promise</h2>
    <ul style="padding-left:20px;margin:0">
      ${promises.map((promise) => html`<li>${promise}</li>`)}
    </ul>`

  return { subject, text, html: emailLayout(business, subject, body) }
}
