/**
 * The public surface of modules/customers (docs/architecture.md, "Server modules"): what other modules,
 * app.ts, the scripts and other modules' tests may import. The rest of the folder is private to it.
 */
export { bookingContactRoutes } from './booking-contact.routes.ts'
export { MIN_PHONE_DIGITS, normalizeEmail, phoneDigits, phoneSearchDigits } from './contact-keys.ts'
export { searchPage } from './customers-search-page.ts'
export {
  customerIdByEmail,
  customerRow,
  newCustomerInsert,
  publicBookingCustomer,
  recordReminderChoice,
  upsertCustomerForBooking,
  type CustomerContact,
} from './customers.repository.ts'
export { customersRoutes } from './customers.routes.ts'
export { directoryPageQuery } from './directory-page-query.ts'
