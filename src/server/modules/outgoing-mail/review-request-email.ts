import type { Booking } from '../../../shared/booking.schema.ts'
import { emailLayout, orderNumber, textSignOff, type Business, type ComposedEmail } from './email-parts.ts'
import { html } from '../../lib/html.ts'

export interface ReviewRequestLinks {
  /** /orders/{token}/review: the order's review page. */
  review: string
  /** /unsubscribe/{token}: also in the List-Unsubscribe header. */
  unsubscribe: string
}

const UNSUBSCRIBE_LEAD =
  'We ask once for each order we finish. To stop review requests and sharpening reminders (e-mails about your orders still come):'

/**
 * "How did we do?" (issue 43 point 5): to a customer who has not unsubscribed, when their order is paid, with a link
 * to rate it and one to stop these e-mails.
 */
export function composeReviewRequestEmail(
  booking: Booking,
  business: Business,
  links: ReviewRequestLinks,
): ComposedEmail {
  const subject = `How did we do? Rate your sharpening, ${business.name}`
  const lead = `Thank you for choosing us for order ${orderNumber(booking)}. We would love to hear how your knives are cutting: it takes a minute, and it helps your neighbors choose.`
  const text = [
    `Hello ${booking.customerName},`,
    '',
    lead,
    '',
    'Rate your sharpening (1 to 5 stars, with a comment if you like):',
    links.review,
    ...textSignOff(business),
    UNSUBSCRIBE_LEAD,
    links.unsubscribe,
  ].join('\n')
  const body = html`<h1 style="font-size:20px;margin:0 0 8px">How did we do?</h1>
    <p>Hello ${booking.customerName},</p>
    <p>${lead}</p>
    <p style="margin:16px 0">
      <a href="${links.review}" style="color:#1c1917;font-weight:bold">Rate your sharpening</a><br />
      1 to 5 stars, with a comment if you like.
    </p>
    <p style="margin:16px 0 0;font-size:13px;color:#57534e">
      ${UNSUBSCRIBE_LEAD} <a href="${links.unsubscribe}" style="color:#57534e">unsubscribe</a>.
    </p>`
  return { subject, text, html: emailLayout(business, subject, body) }
}
