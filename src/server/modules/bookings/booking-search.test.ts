import { describe, expect, it } from 'vitest'

import { parseBookingSearch } from './booking-search.ts'

describe('the admin search box', () => {
  it('reads #27 and BO-000027 as the order alone', () => {
    expect(parseBookingSearch('#27')).toEqual({ orderId: 27 })
    expect(parseBookingSearch(' bo-000027 ')).toEqual({ orderId: 27 })
  })

  it('reads a number of one or two digits as the order alone', () => {
    expect(parseBookingSearch('27')).toEqual({ orderId: 27 })
    expect(parseBookingSearch('5')).toEqual({ orderId: 5 })
  })

  it('reads a longer bare number as an order and as text, a phone fragment perhaps', () => {
    expect(parseBookingSearch('123')).toEqual({ orderId: 123, text: '123' })
  })

  it('keeps the text as typed, wildcards and all, for the query to take literally', () => {
    expect(parseBookingSearch(' 50%_Off ')).toEqual({ text: '50%_Off' })
  })

  it('reads a punctuated phone also by its digits, dropping a US country code', () => {
    expect(parseBookingSearch('(407) 555-01')).toEqual({
      text: '(407) 555-01',
      digits: '40755501',
    })
    expect(parseBookingSearch('+1 407 555 0123')).toMatchObject({ digits: '4075550123' })
    expect(parseBookingSearch('4-5')).toEqual({ text: '4-5' })
  })
})
