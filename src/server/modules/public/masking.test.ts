import { describe, expect, it } from 'vitest'

import { maskEmail, maskPhone, shortenName } from './masking.ts'
import { parseOrderNumber } from './order-number.ts'

describe('masking what the searcher did not type', () => {
  it.each([
    ['jane.doe@example.com', 'j•••@example.com'],
    ['J@Example.com', 'J•••@Example.com'],
    ['"a@b"@example.com', '"•••@example.com'],
    ['😀smile@example.com', '😀•••@example.com'],
    ['no-at-sign', '•••'],
    ['@example.com', '•••'],
  ])('shows e-mail %j as %j', (email, masked) => {
    expect(maskEmail(email)).toBe(masked)
  })

  it.each([
    ['(407) 555-0123', '•••-•••-0123'],
    ['+1 407 555 0123', '•••-•••-0123'],
    ['555-0123', '•••-•••-0123'],
    ['12345', '•••-•••-••••'],
    ['none', '•••-•••-••••'],
  ])('shows phone %j as %j', (phone, masked) => {
    expect(maskPhone(phone)).toBe(masked)
  })

  it.each([
    ['Jane Doe', 'Jane D.'],
    ['  Mary Ann   smith ', 'Mary S.'],
    ['Jane', 'Jane'],
    ['José Ñúñez', 'José Ñ.'],
    ['Li 😀', 'Li 😀.'],
  ])('shortens the name %j to %j', (name, short) => {
    expect(shortenName(name)).toBe(short)
  })
})

describe('order numbers', () => {
  it.each([
    ['27', 27],
    ['#27', 27],
    ['BO-000027', 27],
    ['bo-000027', 27],
    [' BO-27 ', 27],
    ['2147483647', 2147483647],
  ])('reads %j as booking %i', (text, id) => {
    expect(parseOrderNumber(text)).toBe(id)
  })

  it.each([
    '',
    '0',
    '#',
    'BO-',
    '-1',
    '1.5',
    '27abc',
    '# 27',
    'BO 27',
    '1e3',
    '2147483648',
    '99999999999',
    '٢٧',
  ])('reads %j as no order at all', (text) => {
    expect(parseOrderNumber(text)).toBeUndefined()
  })
})
