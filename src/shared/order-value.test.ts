import { describe, expect, it } from 'vitest'

import { averageOrderValueCents } from './order-value.ts'

describe('the average order value', () => {
  it('divides the revenue by the completed and paid orders alone, to the nearest cent', () => {
    // $25 + $12 over three completed or paid orders, whatever the pending and cancelled ones.
    expect(averageOrderValueCents(3700, 3)).toBe(1233)
    expect(averageOrderValueCents(3000, 1)).toBe(3000)
    expect(averageOrderValueCents(1001, 2)).toBe(501)
  })

  it('is 0, not a division by zero, before any order is completed or paid', () => {
    expect(averageOrderValueCents(0, 0)).toBe(0)
  })
})
