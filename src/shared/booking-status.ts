import { z } from 'zod'

/** The workflow order of the statuses; the Workflow Board shows one column each in this order. */
export const BOOKING_STATUSES = ['pending', 'in-progress', 'completed', 'paid', 'cancelled'] as const

export const BookingStatus = z.enum(BOOKING_STATUSES, {
  error: `Status must be one of ${BOOKING_STATUSES.join(', ')}`,
})
export type BookingStatus = z.infer<typeof BookingStatus>

export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  pending: 'Pending',
  'in-progress': 'In Progress',
  completed: 'Completed',
  paid: 'Paid',
  cancelled: 'Cancelled',
}

/** Only finished orders may be archived (docs/decisions.md "Statuses"). */
export const ARCHIVABLE_STATUSES: readonly BookingStatus[] = ['completed', 'cancelled', 'paid']

/** The orders that count as money earned: revenue, and a customer's total spent (docs/decisions.md "Stats"). */
export const REVENUE_STATUSES: readonly BookingStatus[] = ['completed', 'paid']

/** The spec shows an unknown status as Pending. */
export function bookingStatusLabel(status: string): string {
  return BOOKING_STATUS_LABELS[status as BookingStatus] ?? BOOKING_STATUS_LABELS.pending
}
