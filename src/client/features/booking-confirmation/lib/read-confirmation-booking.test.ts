import { describe, expect, it } from 'vitest'

import { parseBookingId } from './read-confirmation-booking'
import { tokenFromFragment } from './token-from-fragment'

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

describe('tokenFromFragment', () => {
  const token = 'Ab3_-'.repeat(8) + 'xyz'
  it.each([
    [`#${token}`, token],
    [`#${'f'.repeat(64)}`, 'f'.repeat(64)],
    ['', null],
    ['#', null],
    ['#short', null],
    [`#${token}!`, null],
    ['#%E0%A4%A', null],
    [`#${'a'.repeat(65)}`, null],
  ])('reads %j as %j', (hash, expected) => {
    expect(tokenFromFragment(hash)).toBe(expected)
  })
})
