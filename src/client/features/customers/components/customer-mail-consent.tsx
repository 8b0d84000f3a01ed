import { BellOff, BellRing, MailX } from 'lucide-react'

import { formatDay } from '@/lib/format-date'

import type { Customer } from '@shared/customer.schema.ts'

/**
 * What the customer agreed to receive beyond the e-mails about their orders: sharpening-due reminders (the box
 * ticked at their latest booking), or nothing more since they unsubscribed (no reminders nor review requests).
 * Read-only: only the customer gives or takes back this consent (with a booking, or unsubscribing).
 */
export function CustomerMailConsent({ customer, timeZone }: { customer: Customer; timeZone?: string }) {
  const { Icon, title, detail } = customer.unsubscribedAt
    ? {
        Icon: MailX,
        title: 'Unsubscribed from reminders and review requests',
        detail: `Since ${formatDay(customer.unsubscribedAt, timeZone)}, with the link in our e-mails. Only the customer can subscribe again, by ticking the reminder box when booking. Order e-mails still go.`,
      }
    : customer.remindersOptIn
      ? {
          Icon: BellRing,
          title: 'Wants an e-mail when their knives are due for sharpening again',
          detail: "The customer's own choice, made when booking; also asked to review each paid order",
        }
      : {
          Icon: BellOff,
          title: 'No sharpening-due e-mails',
          detail: "The customer's own choice, made when booking; still asked to review each paid order",
        }
  return (
    <li className="flex items-start gap-2">
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-muted-foreground" />
      <span>
        {title}
        <span className="block text-xs text-muted-foreground">{detail}</span>
      </span>
    </li>
  )
}
