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
    expect(parseBookingSearch('123')).toEqual({ orderId: 123, textPattern: '%123%' })
  })

  it('matches text case-insensitively with % and _ taken literally', () => {
    expect(parseBookingSearch('50%_Off')).toEqual({ textPattern: '%50\\%\\_off%' })
  })

  it('reads a punctuated phone also by its digits, dropping a US country code', () => {
    expect(parseBookingSearch('(407) 555-01')).toEqual({
      textPattern: '%(407) 555-01%',
      digitsPattern: '%40755501%',
    })
    expect(parseBookingSearch('+1 407 555 0123')).toMatchObject({ digitsPattern: '%4075550123%' })
    expect(parseBookingSearch('4-5')).toEqual({ textPattern: '%4-5%' })
  })
})
