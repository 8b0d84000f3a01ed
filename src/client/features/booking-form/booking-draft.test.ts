// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'

import { BOOKING_DRAFT_KEY, clearBookingDraft, loadBookingDraft, saveBookingDraft } from './booking-draft'

const values = {
  bladesOver9Inches: 2,
  blades7To9Inches: 0,
  blades4To6Inches: 1,
  bladesUnder4Inches: 0,
  nickRepairQuantity: 1,
  strappingQuantity: 0,
  specialRequirements: 'Tip is chipped',
  customerName: 'Ana López',
  customerEmail: 'ana@example.com',
  customerPhone: '',
  streetAddress: '12 Lake Ave',
  city: 'Orlando',
  state: 'FL',
  zipCode: '32804',
}

afterEach(() => localStorage.clear())

describe('booking draft', () => {
  it('gives back what was saved, with the time it was saved', () => {
    expect(saveBookingDraft(values, new Date('2025-03-04T14:05:00Z'))).toBe(true)
    expect(loadBookingDraft()).toEqual({ savedAt: '2025-03-04T14:05:00.000Z', values })
  })

  it('is gone once cleared', () => {
    saveBookingDraft(values)
    clearBookingDraft()
    expect(loadBookingDraft()).toBeUndefined()
  })

  it('ignores a stored entry that is not a draft', () => {
    localStorage.setItem(BOOKING_DRAFT_KEY, '{not json')
    expect(loadBookingDraft()).toBeUndefined()
    localStorage.setItem(BOOKING_DRAFT_KEY, JSON.stringify({ values }))
    expect(loadBookingDraft()).toBeUndefined()
  })

  it('resets counts the form cannot show and keeps the rest', () => {
    const tampered = { ...values, bladesOver9Inches: 500, nickRepairQuantity: 'two', customerName: 42 }
    localStorage.setItem(
      BOOKING_DRAFT_KEY,
      JSON.stringify({ savedAt: '2025-03-04T14:05:00.000Z', values: tampered }),
    )
    expect(loadBookingDraft()?.values).toEqual({
      ...values,
      bladesOver9Inches: 0,
      nickRepairQuantity: 0,
      customerName: '',
    })
  })
})
