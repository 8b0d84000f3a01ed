/**
 * The public surface of modules/booking-records (docs/architecture.md, "Server modules"): what other modules,
 * app.ts, the scripts and other modules' tests may import. The rest of the folder is private to it.
 */
export {
  insertBookingEvent,
  insertBookingEvents,
  insertBookingNote,
  listBookingEvents,
  toBookingEvent,
} from './booking-events.repository.ts'
export { lockBooking } from './booking-lock.ts'
export { bookingPriceColumns, bookingPriceList } from './booking-prices.ts'
export {
  balanceDueCents,
  bookingsInOrder,
  findBookingById,
  insertBooking,
  listBookingsByCustomerEmail,
  listBookingsByPhoneDigits,
  toBooking,
} from './bookings.repository.ts'
export { bookingNotFound, lockExistingBooking, storableBookingId } from './existing-booking.ts'
export {
  findBookingIdByToken,
  findOrderToken,
  issueOrderToken,
  newOrderToken,
} from './order-tokens.repository.ts'
