import { describe, expect, it } from 'vitest'

import {
  customerFacingNotes,
  joinNotes,
  knivesMeasuredAtPickup,
  ownerFacingNotes,
  splitNotes,
} from './customer-notes.ts'
import { pickupMarker } from './pricing.ts'

describe('knivesMeasuredAtPickup', () => {
  it('says the count in plain words, in the singular for one knife', () => {
    expect(knivesMeasuredAtPickup(4)).toBe('4 knives, measured at pickup')
    expect(knivesMeasuredAtPickup(1)).toBe('1 knife, measured at pickup')
  })
})

describe('customerFacingNotes', () => {
  it('says the pickup marker in plain words', () => {
    expect(customerFacingNotes(pickupMarker(4))).toBe('4 knives, measured at pickup')
    expect(customerFacingNotes(pickupMarker(1))).toBe('1 knife, measured at pickup')
  })

  it("keeps the customer's own notes, on their own line", () => {
    expect(customerFacingNotes(`${pickupMarker(3)} Gate code 42`)).toBe(
      '3 knives, measured at pickup\nGate code 42',
    )
    expect(customerFacingNotes(`${pickupMarker(3)}\nTwo lines\nof notes`)).toBe(
      '3 knives, measured at pickup\nTwo lines\nof notes',
    )
  })

  it('leaves notes without the marker alone, even when they mention it later', () => {
    expect(customerFacingNotes('Please call first')).toBe('Please call first')
    expect(customerFacingNotes('Note: MEASURE ON PICKUP - 2 knives total.')).toBe(
      'Note: MEASURE ON PICKUP - 2 knives total.',
    )
  })
})

describe('ownerFacingNotes', () => {
  it('says the marker as what to do at the door, with the notes after it', () => {
    expect(ownerFacingNotes(pickupMarker(4))).toBe('4 knives, measure at pickup')
    expect(ownerFacingNotes(`${pickupMarker(1)} Gate code 42`)).toBe(
      '1 knife, measure at pickup\nGate code 42',
    )
    expect(ownerFacingNotes('Please call first')).toBe('Please call first')
  })
})

describe('splitNotes and joinNotes (the Edit Booking notes box)', () => {
  it('gives the owner only the notes, and the marker apart with its count', () => {
    expect(splitNotes(`${pickupMarker(4)} Gate code 42`)).toEqual({
      marker: `${pickupMarker(4)} `,
      knives: 4,
      notes: 'Gate code 42',
    })
    expect(splitNotes(pickupMarker(1))).toEqual({ marker: pickupMarker(1), knives: 1, notes: '' })
    expect(splitNotes('Please call first')).toEqual({
      marker: null,
      knives: null,
      notes: 'Please call first',
    })
    expect(splitNotes(null)).toEqual({ marker: null, knives: null, notes: '' })
  })

  it('stores the marker again exactly as it was, whatever the owner does to the notes', () => {
    for (const stored of [
      `${pickupMarker(4)} Gate code 42`,
      `${pickupMarker(3)}\nTwo lines\nof notes`,
      pickupMarker(1),
      'Please call first',
    ]) {
      const { marker, notes } = splitNotes(stored)
      expect(joinNotes(marker, notes)).toBe(stored)
    }
    const { marker } = splitNotes(`${pickupMarker(4)} Gate code 42`)
    expect(joinNotes(marker, 'Ring twice')).toBe(`${pickupMarker(4)} Ring twice`)
    expect(joinNotes(marker, '')).toBe(pickupMarker(4))
    expect(joinNotes(marker, null)).toBe(pickupMarker(4))
    expect(joinNotes(pickupMarker(2), 'Back door')).toBe(`${pickupMarker(2)} Back door`)
    expect(joinNotes(null, null)).toBeNull()
  })
})
