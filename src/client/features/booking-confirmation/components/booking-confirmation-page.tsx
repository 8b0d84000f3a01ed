import { useParams } from 'react-router'

import { useDocumentTitle } from '@/lib/use-document-title'

import { parseBookingId, readConfirmationBooking } from '../lib/read-confirmation-booking'
import { BookingNotFound } from './booking-not-found'
import { BookingReceipt } from './booking-receipt'

/** /booking-confirmation/{id}: the booking the form just stored, read once from local storage. */
export function BookingConfirmationPage() {
  const bookingId = parseBookingId(useParams().id)
  const booking = bookingId === null ? undefined : readConfirmationBooking(bookingId)
  useDocumentTitle(booking ? `Booking #${booking.id} confirmed` : 'Booking Not Found')

  return booking ? <BookingReceipt booking={booking} /> : <BookingNotFound bookingId={bookingId} />
}
