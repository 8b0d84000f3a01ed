import type { Booking } from '../../../shared/booking.schema.ts'
import {
  emailLayout,
  formatLongDate,
  orderNumber,
  textSignOff,
  type Business,
  type ComposedEmail,
} from './email-parts.ts'
import { html } from '../../lib/html.ts'

export interface RebookReminderLinks {
  /** /book?again={token}: the booking form filled in from the last order. */
  bookAgain: string
  /** /unsubscribe/{token}: also in the List-Unsubscribe header. */
  unsubscribe: string
}

const UNSUBSCRIBE_LEAD =
  'You asked us for this reminder when you booked. To stop reminders and review requests (e-mails about your orders still come):'

/**
 * "Your knives are due for sharpening again" (issue 43 point 2): to a customer who asked for it, a while after their
 * last order, with a link to book the same again and one to stop these reminders.
 */
export function composeRebookReminderEmail(
  lastOrder: Booking,
  business: Business,
  links: RebookReminderLinks,
): ComposedEmail {
  const subject = `Time to sharpen your knives again? ${business.name}`
  const when = formatLongDate(lastOrder.createdAt, business.timezone)
  const lead = `We last sharpened your knives with order ${orderNumber(lastOrder)} on ${when}. Knives dull again in a few months: if yours feel blunt, we would be glad to pick them up again.`
  const text = [
    `Hello ${lastOrder.customerName},`,
    '',
    lead,
    '',
    'Book the same again (you can change anything before you send it):',
    links.bookAgain,
    ...textSignOff(business),
    UNSUBSCRIBE_LEAD,
    links.unsubscribe,
  ].join('\n')
  const body = html`<h1 style="font-size:20px;margin:0 0 8px">Your knives are due for sharpening again</h1>
    <p>Hello ${lastOrder.customerName},</p>
    <p>${lead}</p>
    <p style="margin:16px 0">
      <a href="${links.bookAgain}" style="color:#1c1917;font-weight:bold">Book again</a><br />
      The form is filled in from your last order; you can change anything before you send it.
    </p>
    <p style="margin:16px 0 0;font-size:13px;color:#57534e">
      ${UNSUBSCRIBE_LEAD} <a href="${links.unsubscribe}" style="color:#57534e">unsubscribe</a>.
    </p>`
  return { subject, text, html: emailLayout(business, subject, body) }
}
