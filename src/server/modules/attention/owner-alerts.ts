import type { NotificationSettings } from '../../../shared/settings.schema.ts'
import type { Db } from '../../db/database.ts'
import { type BusinessSettings, readBusinessSettings } from '../business/index.ts'
import { enqueueMail } from '../outgoing-mail/index.ts'
import { html } from '../../lib/html.ts'

/** The events that can e-mail the owner, each switched in Settings → E-mail alerts. */
export type AlertEvent = keyof NotificationSettings

export interface OwnerAlert {
  event: AlertEvent
  subject: string
  /** What happened, in the words of the "Needs attention" list. */
  text: string
}

const FOOTER = 'You can switch these e-mails off in Settings → E-mail alerts.'

/**
 * E-mails the owner at the business address about `alert` (issue 41 point 3), in the caller's transaction (the
 * event's own), when its switch is on. The message names no order in the outbox (its bookingId is null), so it
 * never shows in an order's history or on the customer's order page.
 */
export async function queueOwnerAlert(
  db: Db,
  alert: OwnerAlert,
  now: number,
  business?: BusinessSettings,
): Promise<void> {
  const settings = business ?? (await readBusinessSettings(db))
  if (!settings.notifications[alert.event]) return
  await enqueueMail(db, {
    kind: 'owner_alert',
    bookingId: null,
    to: { name: settings.name, address: settings.email },
    composed: {
      subject: alert.subject,
      text: [alert.text, '', FOOTER, ''].join('\n'),
      html: html`<!doctype html>
        <html lang="en">
          <head>
            <meta charset="utf-8" />
            <title>${alert.subject}</title>
          </head>
          <body style="font-family:Arial,Helvetica,sans-serif;color:#1c1917">
            <p>${alert.text}</p>
            <p style="font-size:13px;color:#57534e">${FOOTER}</p>
          </body>
        </html>`.value,
    },
    businessEmail: settings.email,
    now,
  })
}
