import { describe, expect, it } from 'vitest'

import { formatPhone, isValidPhone } from './phone.ts'

describe('isValidPhone', () => {
  it('accepts 10-digit US numbers however they are written, and + international numbers', () => {
    for (const phone of ['(407) 555-0102', '407-555-0102', '407.555.0102', '4075550102', '1-407-555-0102'])
      expect(isValidPhone(phone), phone).toBe(true)
    expect(isValidPhone('+1 407 555 0102')).toBe(true)
    expect(isValidPhone('+44 20 7946 0958')).toBe(true)
  })

  it('refuses words, too few digits and numbers no US line can have', () => {
    for (const phone of ['hello', '555-0100', '407-555-010', '(123) 456-7890', '+44 12', ''])
      expect(isValidPhone(phone), phone).toBe(false)
  })

  it('refuses a number with words around it: the field holds the number alone', () => {
    for (const phone of [
      'call 407-555-0102',
      'Phone: (407) 555-0102',
      'hello 4075550102',
      '4075550102abc',
      'tel: 4075550102',
    ])
      expect(isValidPhone(phone), phone).toBe(false)
  })
})

describe('formatPhone', () => {
  it('shows a US number one way, whatever was typed', () => {
    expect(formatPhone('407.555.0102')).toBe('(407) 555-0102')
    expect(formatPhone('+1 407 555 0102')).toBe('(407) 555-0102')
    expect(formatPhone('4075550102')).toBe('(407) 555-0102')
  })

  it('shows another country in its international form', () => {
    expect(formatPhone('+442079460958')).toBe('+44 20 7946 0958')
  })

  it('leaves what is not a number as it is (older entries, masked look-up results)', () => {
    expect(formatPhone('•••-•••-4567')).toBe('•••-•••-4567')
    expect(formatPhone('call after 5')).toBe('call after 5')
    expect(formatPhone('call 407-555-0102')).toBe('call 407-555-0102')
  })
})
