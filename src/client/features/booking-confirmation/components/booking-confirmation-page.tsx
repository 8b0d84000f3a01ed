import { useLocation, useParams } from 'react-router'

import { PageLoader } from '@/components/page-loader'
import { useDocumentTitle } from '@/lib/use-document-title'

import { usePublicOrder } from '../api/get-public-order'
import { parseBookingId } from '../lib/read-confirmation-booking'
import { tokenFromFragment } from '../lib/token-from-fragment'
import { BookingNotFound } from './booking-not-found'
import { BookingReceipt } from './booking-receipt'

/**
 * /booking-confirmation/{id}#{token}: the order just booked, fetched with the token its URL fragment carries (a
 * fragment never reaches a server, not even in a Referer), so a reload shows it again.
 */
export function BookingConfirmationPage() {
  const bookingId = parseBookingId(useParams().id)
  const token = tokenFromFragment(useLocation().hash)
  const { data: order, isPending, isError } = usePublicOrder(bookingId === null ? null : token)
  const booking = order?.id === bookingId ? order : undefined
  const loading = token !== null && bookingId !== null && isPending && !isError
  useDocumentTitle(booking ? `Booking #${booking.id} confirmed` : loading ? 'Booking' : 'Booking Not Found')

  if (loading) return <PageLoader />
  return booking && token ? (
    <BookingReceipt booking={booking} token={token} />
  ) : (
    <BookingNotFound bookingId={bookingId} />
  )
}
