import { describe, expect, it } from 'vitest'

import { pickupNextStep } from './pickup-promise.ts'

const window = { pickupStart: '2026-03-10T14:00:00.000Z', pickupEnd: '2026-03-10T17:00:00.000Z' }
const none = { pickupStart: null, pickupEnd: null }

describe('what a customer is told happens next about the pickup', () => {
  it('names the chosen window, and no longer promises to get in touch', () => {
    const text = pickupNextStep({ ...window, measurementType: 'self' }, 'America/New_York')
    expect(text).toBe("We'll pick up your knives on Tuesday, March 10, 2026, 10:00 AM to 1:00 PM.")
    expect(pickupNextStep({ ...window, measurementType: 'pickup' }, 'America/New_York')).toBe(
      "We'll pick up and measure your knives on Tuesday, March 10, 2026, 10:00 AM to 1:00 PM.",
    )
  })

  it("says the spec's words when no time was asked", () => {
    expect(pickupNextStep({ ...none, measurementType: 'self' }, 'UTC')).toBe(
      "We'll contact you soon to arrange pickup.",
    )
    expect(pickupNextStep({ ...none, measurementType: 'pickup' }, 'UTC')).toBe(
      "We'll contact you soon to arrange pickup and measure your knives.",
    )
  })
})
