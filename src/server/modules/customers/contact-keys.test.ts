import { describe, expect, it } from 'vitest'

import { normalizeEmail, phoneDigits, phoneSearchDigits } from './contact-keys.ts'

describe('contact keys', () => {
  it('normalises an e-mail address by trimming and lower-casing it', () => {
    expect(normalizeEmail('  Jane.Doe@Example.COM ')).toBe('jane.doe@example.com')
  })

  it.each([
    ['(407) 555-0123', '4075550123'],
    ['407.555.0123', '4075550123'],
    ['+1 407 555 0123', '4075550123'],
    ['1-407-555-0123', '4075550123'],
    ['555-0123', '5550123'],
    ['+44 20 7946 0958', '442079460958'],
    ['21234567890', '21234567890'],
    ['no phone', ''],
  ])('reads phone %j as the digits %j', (phone, digits) => {
    expect(phoneDigits(phone)).toBe(digits)
  })

  it.each([
    ['407-555', '407555'],
    ['(407) 555-0123', '4075550123'],
    ['+1 407 555 0123', '4075550123'],
    ['+44 20 7946', '44207946'],
    ['555.01', '55501'],
  ])('searches phone text %j by the digits %j', (search, digits) => {
    expect(phoneSearchDigits(search)).toBe(digits)
  })

  it.each(['4075550123', '12', '(4)', 'jane', '407-555 x12', '50%_'])(
    'leaves %j to the plain text search',
    (search) => {
      expect(phoneSearchDigits(search)).toBeUndefined()
    },
  )
})
