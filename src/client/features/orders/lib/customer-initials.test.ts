import { describe, expect, it } from 'vitest'

import { customerInitials } from './customer-initials'

describe('customerInitials', () => {
  it.each([
    ['Jane Smith', 'JS'],
    ['jane', 'J'],
    ['Mary Ann van der Berg', 'MA'],
    ['  ada   lovelace  ', 'AL'],
    ['Émile Zola', 'ÉZ'],
    ['', ''],
  ])('%j gives %j (first letters of at most two words)', (name, initials) => {
    expect(customerInitials(name)).toBe(initials)
  })
})
