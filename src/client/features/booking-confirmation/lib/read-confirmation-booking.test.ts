// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'

import { CONFIRMATION_BOOKING_KEY } from '@/lib/confirmation-storage'

import {
  forgetReadConfirmationBookings,
  parseBookingId,
  readConfirmationBooking,
} from './read-confirmation-booking'

const stored = {
  id: 27,
  createdAt: '2026-03-05T15:00:00.000Z',
  updatedAt: '2026-03-05T15:00:00.000Z',
  status: 'pending',
  archived: false,
  measurementType: 'self',
  knifeCount: null,
  customerId: 1,
  customerName: 'Ana López',
  customerEmail: 'ana@example.com',
  customerPhone: null,
  streetAddress: null,
  city: null,
  state: null,
  zipCode: null,
  bladesOver9Inches: 1,
  blades7To9Inches: 0,
  blades4To6Inches: 0,
  bladesUnder4Inches: 0,
  nickRepairQuantity: 0,
  strappingQuantity: 0,
  specialRequirements: null,
  estimatedPrice: '9.00',
  totalKnives: 1,
  outOfArea: false,
}

afterEach(() => {
  localStorage.clear()
  forgetReadConfirmationBookings()
})

describe('readConfirmationBooking', () => {
  it('takes the booking out of local storage and still answers a second render', () => {
    localStorage.setItem(CONFIRMATION_BOOKING_KEY, JSON.stringify(stored))

    expect(readConfirmationBooking(27)?.customerName).toBe('Ana López')
    expect(localStorage.getItem(CONFIRMATION_BOOKING_KEY)).toBeNull()
    expect(readConfirmationBooking(27)?.customerName).toBe('Ana López')
  })

  it('finds nothing once the page is loaded again (nothing left in storage)', () => {
    localStorage.setItem(CONFIRMATION_BOOKING_KEY, JSON.stringify(stored))
    readConfirmationBooking(27)
    forgetReadConfirmationBookings()

    expect(readConfirmationBooking(27)).toBeUndefined()
  })

  it('does not show another booking than the one asked for', () => {
    localStorage.setItem(CONFIRMATION_BOOKING_KEY, JSON.stringify(stored))
    expect(readConfirmationBooking(28)).toBeUndefined()
  })
})

describe('parseBookingId', () => {
  it.each([
    ['27', 27],
    ['1', 1],
    ['0', null],
    ['-3', null],
    ['2.5', null],
    ['BO-000027', null],
    ['', null],
    [undefined, null],
  ])('reads %j as %j', (param, id) => {
    expect(parseBookingId(param)).toBe(id)
  })
})
