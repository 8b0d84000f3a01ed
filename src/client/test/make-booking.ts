import type { Booking } from '@shared/booking.schema.ts'
import { DEFAULT_PRICES } from '@shared/pricing.ts'

/** A booking as the API answers it, for unit tests. */
export function makeBooking(overrides: Partial<Booking> = {}): Booking {
  return {
    id: 1,
    createdAt: '2025-01-05T15:04:00.000Z',
    updatedAt: '2025-01-05T15:04:00.000Z',
    status: 'pending',
    archived: false,
    measurementType: 'self',
    knifeCount: null,
    customerId: 1,
    customerName: 'Jane Smith',
    customerEmail: 'jane@example.com',
    customerPhone: null,
    streetAddress: null,
    city: 'Orlando',
    state: 'FL',
    zipCode: '32804',
    bladesOver9Inches: 1,
    blades7To9Inches: 2,
    blades4To6Inches: 0,
    bladesUnder4Inches: 0,
    nickRepairQuantity: 1,
    strappingQuantity: 0,
    specialRequirements: null,
    estimatedPrice: '26.00',
    totalKnives: 3,
    outOfArea: false,
    pickupStart: null,
    pickupEnd: null,
    prices: DEFAULT_PRICES,
    pickedUpAt: null,
    finalPrice: null,
    amountPaid: '0.00',
    balanceDue: '26.00',
    returnStart: null,
    returnEnd: null,
    failedMail: null,
    ...overrides,
  }
}
