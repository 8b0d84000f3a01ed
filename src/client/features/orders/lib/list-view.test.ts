import { describe, expect, it } from 'vitest'

import { listFilters, listQuery, nextSort, readListView, writeListView, type ListView } from './list-view'

const view = (changes: Partial<ListView> = {}): ListView => ({
  search: '',
  status: 'all',
  page: 1,
  sort: null,
  order: 'asc',
  ...changes,
})

describe('the list view in the address', () => {
  it('reads back what was written, each list under its own keys', () => {
    const params = writeListView(new URLSearchParams('tab=orders'), 'orders', {
      search: 'smith',
      status: 'paid',
      page: 3,
      sort: 'estimatedPrice',
      order: 'desc',
    })
    expect(params.toString()).toBe(
      'tab=orders&orders-search=smith&orders-status=paid&orders-page=3&orders-sort=estimatedPrice&orders-order=desc',
    )
    expect(readListView(params, 'orders')).toEqual(
      view({ search: 'smith', status: 'paid', page: 3, sort: 'estimatedPrice', order: 'desc' }),
    )
    expect(readListView(params, 'archived')).toEqual(view())
  })

  it('leaves defaults out of the address', () => {
    const busy = new URLSearchParams(
      'tab=orders&orders-search=x&orders-page=2&orders-sort=id&orders-order=desc',
    )
    expect(writeListView(busy, 'orders', { search: '', page: 1, sort: null }).toString()).toBe('tab=orders')
  })

  it.each([
    ['orders-page=0'],
    ['orders-page=-2'],
    ['orders-page=1.5'],
    ['orders-page=abc'],
    ['orders-status=confirmed'],
    ['orders-sort=createdAt'],
    ['orders-sort=password'],
    ['orders-order=sideways'],
  ])('ignores %s, which no list shows', (query) => {
    expect(readListView(new URLSearchParams(query), 'orders')).toEqual(view())
  })
})

describe('nextSort', () => {
  it('sorts a new column ascending and flips the sorted one', () => {
    expect(nextSort(view(), 'customerName')).toEqual({ sort: 'customerName', order: 'asc' })
    expect(nextSort(view({ sort: 'customerName', order: 'asc' }), 'customerName')).toEqual({
      sort: 'customerName',
      order: 'desc',
    })
    expect(nextSort(view({ sort: 'customerName', order: 'desc' }), 'customerName')).toEqual({
      sort: 'customerName',
      order: 'asc',
    })
    expect(nextSort(view({ sort: 'customerName', order: 'desc' }), 'id')).toEqual({
      sort: 'id',
      order: 'asc',
    })
  })
})

describe('the queries a list sends', () => {
  it('All Orders leaves the archive out; Archived Orders shows only it', () => {
    expect(listFilters(view(), 'orders')).toEqual({ includeArchived: 'false' })
    expect(listFilters(view(), 'archived')).toEqual({ showOnlyArchived: 'true' })
  })

  it('sends the trimmed search and a chosen status, never "all"', () => {
    expect(listFilters(view({ search: '  BO-000027 ', status: 'in-progress' }), 'orders')).toEqual({
      includeArchived: 'false',
      search: 'BO-000027',
      status: 'in-progress',
    })
    expect(listFilters(view({ search: '   ' }), 'orders').search).toBeUndefined()
  })

  it('asks for one page of ten, sorted only when a column is chosen', () => {
    expect(listQuery(view({ page: 4 }), 'orders')).toMatchObject({
      page: 4,
      limit: 10,
      sort: undefined,
      order: undefined,
    })
    expect(listQuery(view({ sort: 'addOns', order: 'desc' }), 'archived')).toMatchObject({
      showOnlyArchived: 'true',
      sort: 'addOns',
      order: 'desc',
    })
  })
})
