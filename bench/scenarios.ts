import type { Request } from 'autocannon'

import { BOOKING_STATUSES } from '../src/shared/booking-status.ts'
import { fakeBookingBody } from './fake-bookings.ts'
import { fakeCustomer, SEARCH_WORDS, typedEmail, typedPhone } from './fake-customers.ts'
import { Random } from './random.ts'
import { benchOrderToken, upcomingSlotStarts } from './seed-pickups-and-mail.ts'
import type { BookingSeed } from './seed-rows.ts'

/** What the load needs of the seed: its people, and how many bookings there are (not the rows themselves). */
export interface LoadSeed {
  people: BookingSeed['people']
  bookingCount: number
  /**
   * The number of the load's first new customer (default: the one after the seed's people). Past those a bench run
   * already made, for a load on its data again (probe.ts).
   */
  firstNewCustomer?: number
}

/**
 * docs/decisions.md "Budgets", per endpoint and database: a p99 one request at a time, and for booking creation a
 * share of the hello-world requests/s measured in the same run, so that the machine's speed does not decide it.
 */
export type Budget = { p99Ms: number } | { shareOfHelloWorldPercent: number }

export interface Scenario {
  name: string
  /** The status every answer should have. */
  expect: number
  next: () => Request
}

/** Every endpoint the bench loads answers in p99 under 15 ms, one request at a time. */
export const BUDGET_P99_MS = 15
/** Booking creation, loaded, at least this share of hello-world's requests/s (2.3 and 2.4 % at a million). */
export const BUDGET_CREATION_SHARE_PERCENT = 1.5

/**
 * An endpoint's budgets, by its name: RESULTS.md judges the saved runs by the budgets of today, so a budget
 * changed here is judged again by `BENCH_REPORT_ONLY=1 npm run bench` without measuring again.
 */
export function budgetsFor(name: string): Budget[] {
  return name === 'booking creation'
    ? [{ p99Ms: BUDGET_P99_MS }, { shareOfHelloWorldPercent: BUDGET_CREATION_SHARE_PERCENT }]
    : [{ p99Ms: BUDGET_P99_MS }]
}

/**
 * One endpoint to load: a GET answering 200 unless `more` says otherwise. Adding an endpoint to the bench is one
 * entry in makeScenarios's list (an endpoint not there yet answers 404 and is skipped, so a branch can list what
 * another adds).
 */
function endpoint(name: string, next: () => Request, more: Partial<Scenario> = {}): Scenario {
  return { name, expect: 200, next, ...more }
}

/** The endpoints docs/decisions.md "Budgets" budgets; reads first, creation last. */
export function makeScenarios(seed: LoadSeed, cookie: string): Scenario[] {
  const random = new Random(3)
  const admin = { cookie }
  const { bookingCount } = seed
  let newCustomer = seed.firstNewCustomer ?? seed.people.length
  const someone = () =>
    // Half the bookings come from returning customers, half from new ones.
    random.chance(0.5) ? random.pick(seed.people) : fakeCustomer(random, newCustomer++)
  const withPhones = seed.people.filter((person) => person.phoneDigits)
  const get = (path: string, headers?: Record<string, string>): Request =>
    headers ? { method: 'GET', path, headers } : { method: 'GET', path }
  /** A day near today as YYYY-MM-DD (UTC's date: a day either side of the business's is as realistic). */
  const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
  // The business has pickup windows (seed-pickups-and-mail.ts): every booking names one, as the form asks.
  const slots = upcomingSlotStarts(Date.now())
  const withPickupSlot = (body: ReturnType<typeof fakeBookingBody>) => ({
    ...body,
    pickupSlotStart: random.pick(slots),
  })
  const search = () => encodeURIComponent(random.pick(SEARCH_WORDS).toLowerCase())
  return [
    endpoint('admin list: search + status + page 2', () =>
      get(`/api/bookings?search=${search()}&status=${random.pick(BOOKING_STATUSES)}&page=2`, admin),
    ),
    endpoint('public look-up by e-mail', () =>
      get(
        `/api/public/search?email=${encodeURIComponent(typedEmail(random, random.pick(seed.people).email))}`,
      ),
    ),
    endpoint('public look-up by order number', () => {
      const id = random.int(1, bookingCount)
      return get(`/api/booking/${random.chance(0.5) ? id : `BO-${String(id).padStart(6, '0')}`}`)
    }),
    endpoint('public look-up by phone', () => {
      const digits = random.pick(withPhones).phoneDigits ?? ''
      return get(`/api/public/search?phone=${encodeURIComponent(typedPhone(random, digits))}`)
    }),
    endpoint('stats', () => get('/api/stats', admin)),
    endpoint('customers page', () => get(`/api/customers?page=${random.int(1, 20)}`, admin)),
    endpoint('customers search', () => get(`/api/customers?search=${search()}`, admin)),
    endpoint('customers summary', () => get('/api/customers/summary', admin)),
    endpoint('outbox page', () =>
      get(`/api/outbox?page=${random.int(1, 20)}${random.chance(0.5) ? '&status=sent' : ''}`, admin),
    ),
    endpoint('free pickup slots', () =>
      get(`/api/public/pickup-slots?from=${dayFromToday(random.int(0, 7))}&days=14`),
    ),
    endpoint('schedule', () => get(`/api/schedule?from=${dayFromToday(random.int(-7, 7))}&days=7`, admin)),
    endpoint('order page', () => get(`/api/public/orders/${benchOrderToken(random.int(1, bookingCount))}`)),
    endpoint(
      'booking creation',
      () => ({
        method: 'POST',
        path: '/api/bookings',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(withPickupSlot(fakeBookingBody(random, someone()))),
      }),
      { expect: 201 },
    ),
  ]
}
