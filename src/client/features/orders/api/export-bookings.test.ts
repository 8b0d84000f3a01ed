import { describe, expect, it } from 'vitest'

import { listFilters, type ListView } from '../lib/list-view'
import { downloadName, exportUrl } from './export-bookings'

const view: ListView = {
  search: 'O’Brien & Sons',
  status: 'paid',
  page: 3,
  sort: 'customerName',
  order: 'desc',
}

describe('exportUrl', () => {
  it('carries the list’s search and filter, encoded, but not its page or sort', () => {
    const url = new URL(exportUrl(listFilters(view, 'orders')), 'http://localhost')
    expect(url.pathname).toBe('/api/bookings/export.csv')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      includeArchived: 'false',
      search: 'O’Brien & Sons',
      status: 'paid',
    })
  })

  it('exports the archive from Archived Orders', () => {
    expect(exportUrl(listFilters({ ...view, search: '', status: 'all' }, 'archived'))).toBe(
      '/api/bookings/export.csv?showOnlyArchived=true',
    )
  })
})

describe('downloadName', () => {
  it('takes the server’s file name, or makes a dated one', () => {
    expect(downloadName('attachment; filename="orders-2025-01-05.csv"')).toBe('orders-2025-01-05.csv')
    expect(downloadName(null, new Date('2025-03-09T12:00:00Z'))).toBe('orders-2025-03-09.csv')
  })
})
