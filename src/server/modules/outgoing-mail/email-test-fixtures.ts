import type { Booking } from '../../../shared/booking.schema.ts'
import { DEFAULT_PRICES } from '../../../shared/pricing.ts'
import { loadConfig } from '../../config.ts'
import { detailedBooking } from '../../test/bookings.ts'

/** The business as configured by default: Sharp Edge Knife Sharpening, Orlando, FL. */
export const defaultBusiness = loadConfig({}).business

/** A stored booking as the e-mails receive it: 7 knives, $53.00. */
export const sampleBooking: Booking = {
  id: 27,
  createdAt: '2025-01-05T15:30:00.000Z',
  updatedAt: '2025-01-05T15:30:00.000Z',
  status: 'pending',
  archived: false,
  measurementType: 'self',
  knifeCount: null,
  customerId: 1,
  // The detailed form's test booking, as stored.
  ...detailedBooking,
  customerEmail: 'jane@example.com',
  estimatedPrice: '53.00',
  totalKnives: 7,
  outOfArea: false,
  pickupStart: null,
  pickupEnd: null,
  pickedUpAt: null,
  finalPrice: null,
  amountPaid: '0.00',
  balanceDue: '53.00',
  returnStart: null,
  returnEnd: null,
  failedMail: null,
  prices: DEFAULT_PRICES,
}

/** The same booking with a pickup on Monday 13 January 2025, 9:00 AM to 12:00 PM in Orlando (EST). */
export const sampleBookingWithPickup: Booking = {
  ...sampleBooking,
  pickupStart: '2025-01-13T14:00:00.000Z',
  pickupEnd: '2025-01-13T17:00:00.000Z',
}
