import { BOOKING_STATUS_LABELS, BOOKING_STATUSES } from '@shared/booking-status.ts'

/** Every status as an option of a status select, in the workflow's order. */
export function BookingStatusOptions() {
  return BOOKING_STATUSES.map((status) => (
    <option key={status} value={status}>
      {BOOKING_STATUS_LABELS[status]}
    </option>
  ))
}
