import { describe, expect, it } from 'vitest'

import { customerListQuery, readCustomerView, writeCustomerView } from './customer-view'

describe('customer view in the address', () => {
  it('reads the search and page, and falls back to the first page for anything unreadable', () => {
    expect(readCustomerView(new URLSearchParams('customers-search=ann&customers-page=3'))).toEqual({
      search: 'ann',
      page: 3,
    })
    for (const page of ['0', '-2', '1.5', 'two', '']) {
      expect(readCustomerView(new URLSearchParams(`customers-page=${page}`)).page).toBe(1)
    }
  })

  it('keeps other parameters and leaves the defaults out', () => {
    const params = new URLSearchParams('tab=customers&customers-search=ann&customers-page=3')
    expect(writeCustomerView(params, { search: '', page: 1 }).toString()).toBe('tab=customers')
    expect(writeCustomerView(params, { page: 4 }).toString()).toBe(
      'tab=customers&customers-search=ann&customers-page=4',
    )
  })

  it('asks for no search when the box holds only spaces', () => {
    expect(customerListQuery({ search: '  ', page: 2 })).toEqual({ search: undefined, page: 2, limit: 25 })
  })
})
