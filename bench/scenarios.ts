import type { Request } from 'autocannon'

import { BOOKING_STATUSES } from '../src/shared/booking-status.ts'
import { fakeBookingBody } from './fake-bookings.ts'
import { fakeCustomer, SEARCH_WORDS, typedEmail } from './fake-customers.ts'
import { Random } from './random.ts'
import type { BookingSeed } from './seed-rows.ts'

export type Budget = { p99Ms: number } | { requestsPerSecond: number; database: 'sqlite' }

export interface Scenario {
  name: string
  /** The status every answer should have. */
  expect: number
  next: () => Request
  budget?: Budget
}

const BUDGET_P99_MS = 15

/** The endpoints DESIGN.md section 5 budgets, and the other busy admin screens; reads first, creation last. */
export function makeScenarios(seed: BookingSeed, cookie: string): Scenario[] {
  const random = new Random(3)
  const admin = { cookie }
  const bookingCount = seed.bookings.length
  let newCustomers = 0
  const someone = () =>
    // Half the bookings come from returning customers, half from new ones.
    random.chance(0.5) ? random.pick(seed.people) : fakeCustomer(random, seed.people.length + newCustomers++)
  return [
    {
      name: 'admin list: search + status + page 2',
      expect: 200,
      budget: { p99Ms: BUDGET_P99_MS },
      next: () => ({
        method: 'GET',
        path: `/api/bookings?search=${encodeURIComponent(random.pick(SEARCH_WORDS).toLowerCase())}&status=${random.pick(BOOKING_STATUSES)}&page=2`,
        headers: admin,
      }),
    },
    {
      name: 'public look-up by e-mail',
      expect: 200,
      budget: { p99Ms: BUDGET_P99_MS },
      next: () => ({
        method: 'GET',
        path: `/api/public/search?email=${encodeURIComponent(typedEmail(random, random.pick(seed.people).email))}`,
      }),
    },
    {
      name: 'public look-up by order number',
      expect: 200,
      budget: { p99Ms: BUDGET_P99_MS },
      next: () => {
        const id = random.int(1, bookingCount)
        return {
          method: 'GET',
          path: `/api/booking/${random.chance(0.5) ? id : `BO-${String(id).padStart(6, '0')}`}`,
        }
      },
    },
    { name: 'stats', expect: 200, next: () => ({ method: 'GET', path: '/api/stats', headers: admin }) },
    {
      name: 'customers page',
      expect: 200,
      next: () => ({ method: 'GET', path: `/api/customers?page=${random.int(1, 20)}`, headers: admin }),
    },
    {
      name: 'customers search',
      expect: 200,
      next: () => ({
        method: 'GET',
        path: `/api/customers?search=${encodeURIComponent(random.pick(SEARCH_WORDS).toLowerCase())}`,
        headers: admin,
      }),
    },
    {
      name: 'booking creation',
      expect: 201,
      budget: { requestsPerSecond: 1000, database: 'sqlite' },
      next: () => ({
        method: 'POST',
        path: '/api/bookings',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(fakeBookingBody(random, someone())),
      }),
    },
  ]
}
