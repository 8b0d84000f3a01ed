import type { TestApp } from '../../test/test-app.ts'

/** A booking form with nothing ordered yet: each fixture names exactly what it orders, so its price is plain. */
export const NOTHING_ORDERED = {
  bladesOver9Inches: 0,
  blades7To9Inches: 0,
  blades4To6Inches: 0,
  bladesUnder4Inches: 0,
  nickRepairQuantity: 0,
  strappingQuantity: 0,
  specialRequirements: null,
}

/** The directory's routes, signed in. */
export function adminCustomers(t: TestApp, cookie: string) {
  const get = (url: string) => t.request({ method: 'GET', url, cookie })
  return {
    list: (params: Record<string, string | number> = {}) =>
      get(`/api/customers?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}`),
    summary: () => get('/api/customers/summary'),
    get: (id: number | string) => get(`/api/customers/${id}`),
    bookings: (id: number | string) => get(`/api/customers/${id}/bookings`),
    emails: (id: number | string) => get(`/api/customers/${id}/emails`),
  }
}
