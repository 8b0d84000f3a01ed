/**
 * The public surface of modules/bookings (docs/architecture.md, "Server modules"): what other modules,
 * app.ts, the scripts and other modules' tests may import. The rest of the folder is private to it.
 */
export { writeBeforeBooking } from './booking-first-writes.ts'
export { bookingRulesOfGroup } from './booking-rules.ts'
export { bookingsRoutes } from './bookings.routes.ts'
export { createBooking } from './create-booking.ts'
export { newBookingRow } from './new-booking-row.ts'
export { STATUS_CODES } from './search-list-key.ts'
