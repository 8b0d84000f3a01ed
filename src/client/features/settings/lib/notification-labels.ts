import type { NotificationSettings } from '@shared/settings.schema.ts'

/** Each owner alert's switch, as Settings → E-mail alerts and its history name it ("E-mail me when …"). */
export const NOTIFICATION_LABELS: Record<keyof NotificationSettings, string> = {
  customerCancelled: 'A customer cancels an order',
  customerRescheduled: 'A customer changes their pickup time',
  customerMessage: 'A customer writes from their order page',
  mailFailed: 'An e-mail to a customer cannot be sent',
  newBooking: 'A new booking arrives',
}
