import type { Booking } from '../../../shared/booking.schema.ts'
import { loadConfig } from '../../config.ts'

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
  customerName: 'Jane Doe',
  customerEmail: 'jane@example.com',
  customerPhone: '(407) 555-0123',
  streetAddress: '12 Palm Lane',
  city: 'Orlando',
  state: 'FL',
  zipCode: '32804',
  bladesOver9Inches: 2,
  blades7To9Inches: 1,
  blades4To6Inches: 3,
  bladesUnder4Inches: 1,
  nickRepairQuantity: 2,
  strappingQuantity: 1,
  specialRequirements: 'Please call before pickup.',
  estimatedPrice: '53.00',
  totalKnives: 7,
  outOfArea: false,
}
