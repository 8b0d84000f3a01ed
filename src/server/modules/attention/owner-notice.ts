import { formatBookingId } from '../../../shared/format.ts'
import type { Db } from '../../db/database.ts'
import type { OutboxRow } from '../outgoing-mail/index.ts'
import { mailFailed } from './attention-causes.ts'
import { recordAttention, type NewAttention } from './attention.repository.ts'
import { queueOwnerAlert, type AlertEvent } from './owner-alerts.ts'

/** The subject of each e-mailed event: short, with the order's number when there is one. */
const SUBJECTS: Record<AlertEvent, (order: string) => string> = {
  customerCancelled: (order) => `Cancelled by the customer: order ${order}`,
  customerRescheduled: (order) => `New pickup time: order ${order}`,
  customerMessage: (order) => `A customer wrote about order ${order}`,
  mailFailed: (order) =>
    order ? `An e-mail could not be sent (order ${order})` : 'An e-mail could not be sent',
  newBooking: (order) => `New booking: order ${order}`,
}

const ALERTED: Partial<Record<NewAttention['kind'], AlertEvent>> = {
  customer_cancelled: 'customerCancelled',
  customer_rescheduled: 'customerRescheduled',
  customer_message: 'customerMessage',
  mail_failed: 'mailFailed',
}

const orderOf = (bookingId: number | null) => (bookingId === null ? '' : formatBookingId(bookingId))

/**
 * What the owner must hear of (issue 41): the item in "Needs attention" and, for a customer's cancellation,
 * reschedule or message and for failed mail, an e-mail to the business address when Settings → E-mail alerts
 * has it on. Both in the caller's transaction, the event's own.
 */
export async function tellOwner(db: Db, item: NewAttention): Promise<void> {
  await recordAttention(db, item)
  const event = ALERTED[item.kind]
  if (event)
    await queueOwnerAlert(
      db,
      { event, subject: SUBJECTS[event](orderOf(item.bookingId)), text: item.text },
      item.at,
    )
}

/**
 * A message that failed for good (the sender's onGiveUp). An alert to the owner that fails is listed but not
 * e-mailed again: its failure would only queue another to the same address.
 */
export async function tellOwnerOfFailedMail(db: Db, message: OutboxRow, reason: string, now: number) {
  const failed = {
    id: message.id,
    bookingId: message.booking_id,
    subject: message.subject,
    to: message.to_email,
    reason,
  }
  const item = mailFailed(failed, now)
  if (message.kind === 'owner_alert') await recordAttention(db, item)
  else await tellOwner(db, item)
}

/** A new booking, e-mailed only when the owner switched it on (off by default). */
export const newBookingAlert = (booking: { id: number; customerName: string }) => ({
  event: 'newBooking' as const,
  subject: SUBJECTS.newBooking(orderOf(booking.id)),
  text: `${booking.customerName} booked order ${orderOf(booking.id)}.`,
})
