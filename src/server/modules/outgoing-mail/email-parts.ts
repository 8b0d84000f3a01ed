import type { Booking } from '../../../shared/booking.schema.ts'
import { formatBookingId, formatCents } from '../../../shared/format.ts'
import type { Config } from '../../config.ts'
import { html, type SafeHtml } from '../../lib/html.ts'
import { formatAddress } from '../../lib/address.ts'
import { formatLongDate } from '../../lib/long-date.ts'

export type Business = Config['business']

export { formatAddress, formatLongDate }

/** A message ready for the mailer: both bodies say the same, for mail programs that show only one. */
export interface ComposedEmail {
  subject: string
  text: string
  html: string
}

/** "#27 (BO-000027)": the number the customer's confirmation shows, and the one the admin's lists show. */
export const orderNumber = (booking: Pick<Booking, 'id'>) => `#${booking.id} (${formatBookingId(booking.id)})`

export const dollars = formatCents

/** The booking's estimate as people read it: "$53.00". */
export const estimatedTotal = (booking: Pick<Booking, 'estimatedPrice'>) =>
  dollars(Math.round(Number(booking.estimatedPrice) * 100))

/** The service promises of spec section 1, as every customer e-mail repeats them. */
export function servicePromises(business: Business): string[] {
  return [
    'Your knives are back within two days.',
    'Serrated blades are not accepted.',
    'Blade length is measured from the top of the handle to the tip.',
    `We serve one neighborhood only: ${business.city}, ${business.state}.`,
  ]
}

export const contactLine = (business: Business) =>
  `Questions? Reply to this e-mail or write to ${business.email}.`

/** The last lines of every plain-text body: how to reach us, and who we are. */
export const textSignOff = (business: Business): string[] => ['', contactLine(business), business.name, '']

/** The frame of every customer e-mail: plain, inline-styled, readable in any mail program. */
export function emailLayout(business: Business, title: string, body: SafeHtml): string {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width" />
        <title>${title}</title>
      </head>
      <body
        style="margin:0;padding:24px;background:#f5f5f4;font-family:Arial,Helvetica,sans-serif;color:#1c1917"
      >
        <div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">
          <p style="margin:0 0 16px;font-weight:bold;font-size:14px;color:#57534e">${business.name}</p>
          ${body}
          <hr style="border:none;border-top:1px solid #e7e5e4;margin:24px 0 12px" />
          <p style="margin:0;font-size:13px;color:#57534e">
            Questions? Reply to this e-mail or write to
            <a href="mailto:${business.email}" style="color:#1c1917">${business.email}</a>.
          </p>
        </div>
      </body>
    </html> `.value
}
