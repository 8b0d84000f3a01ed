import type { Booking } from '../../../shared/booking.schema.ts'
import { bookingReturnText } from '../../../shared/pickup-time.ts'
import { formatKnives } from '../../../shared/format.ts'
import { emailLayout, orderNumber, textSignOff, type Business, type ComposedEmail } from './email-parts.ts'
import { html } from '../../lib/html.ts'
import { stopEmail } from './pickup-emails.ts'

export const CHOOSE_RETURN_SENTENCE =
  'Please choose a time for us to bring them back on your order page, from the same windows as the pickup.'

/**
 * Sent when the order becomes completed (issue 42 point 2): the knives are ready, and the customer chooses when
 * they come back on the order page. Carries the owner's note on the change, as the status e-mail it stands in for.
 */
export function composeReturnRequestEmail(
  booking: Booking,
  business: Business,
  orderUrl?: string,
  note?: string | null,
): ComposedEmail {
  const subject = `Your knives are ready: choose a return time for order ${orderNumber(booking)}`
  const lead = `Your ${formatKnives(booking.totalKnives)} are sharp and ready to come back to you.`
  const text = [
    `Hello ${booking.customerName},`,
    '',
    lead,
    CHOOSE_RETURN_SENTENCE,
    ...(note ? ['', 'A note from us:', note] : []),
    ...(orderUrl ? ['', 'Choose your return time:', orderUrl] : []),
    ...textSignOff(business),
  ].join('\n')
  const body = html`<h1 style="font-size:20px;margin:0 0 8px">Your knives are ready</h1>
    <p>Hello ${booking.customerName},</p>
    <p>${lead}</p>
    <p><strong>${CHOOSE_RETURN_SENTENCE}</strong></p>
    ${note ? html`<p style="white-space:pre-wrap"><strong>A note from us:</strong><br />${note}</p>` : ''}
    ${
      orderUrl
        ? html`<p style="margin:24px 0">
            <a
              href="${orderUrl}"
              style="background:#1c1917;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none"
              >Choose your return time</a
            >
          </p>`
        : ''
    }`
  return { subject, text, html: emailLayout(business, subject, body) }
}

const RETURN_ADVICE =
  'If the time no longer suits you, change it on your order page or just reply to this e-mail.'

function returnTimeEmail(
  booking: Booking,
  business: Business,
  words: { headline: string; lead: string; subject: string },
  orderUrl: string | undefined,
): ComposedEmail {
  const when = bookingReturnText(booking, business.timezone) ?? ''
  return stopEmail(booking, business, words, orderUrl, { label: 'Return', when, advice: RETURN_ADVICE })
}

/** Told to the customer when the owner sets or moves the return time. Needs a booking with a return time. */
export function composeReturnTimeEmail(
  booking: Booking,
  business: Business,
  orderUrl?: string,
): ComposedEmail {
  return returnTimeEmail(
    booking,
    business,
    {
      headline: 'Your return time',
      lead: 'We have set the time we bring your sharpened knives back.',
      subject: `Return time for order ${orderNumber(booking)}`,
    },
    orderUrl,
  )
}

/** The evening before the return (the same round as the pickup reminders). Needs a booking with a return time. */
export function composeReturnReminderEmail(
  booking: Booking,
  business: Business,
  orderUrl?: string,
): ComposedEmail {
  return returnTimeEmail(
    booking,
    business,
    {
      headline: 'We bring your knives back tomorrow',
      lead: `A reminder from ${business.name}: we come by tomorrow to bring back your sharpened knives.`,
      subject: `Reminder: we bring your knives back tomorrow, order ${orderNumber(booking)}`,
    },
    orderUrl,
  )
}
