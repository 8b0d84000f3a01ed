import type { BookingStatus } from '../src/shared/booking-status.ts'
import { CreateBookingBody } from '../src/shared/booking.schema.ts'
import { DEFAULT_PRICES } from '../src/shared/pricing.ts'
import type { NewBookingEventRow, NewBookingRow, NewCustomerRow } from '../src/server/db/schema.ts'
import { newBookingRow } from '../src/server/modules/bookings/index.ts'
import { normalizeEmail, phoneDigits } from '../src/server/modules/customers/index.ts'
import { fakeBookingBody } from './fake-bookings.ts'
import { fakeCustomer, type FakeCustomer } from './fake-customers.ts'
import { Random } from './random.ts'

export interface SeedSizes {
  bookings: number
  customers: number
  emails: number
}

export interface BookingSeed {
  /** Who the customers are, to make more bookings and look-ups for them during the run. */
  people: FakeCustomer[]
  customers: (NewCustomerRow & { id: number })[]
  bookings: (NewBookingRow & { id: number })[]
  events: NewBookingEventRow[]
}

const DAY = 24 * 60 * 60 * 1000
const HISTORY_DAYS = 730

/**
 * Booking times over the last two years, oldest first, for a business that grows: three times as many bookings
 * a day now as two years ago.
 */
function bookingTimes(random: Random, count: number, now: number): number[] {
  const times = Array.from({ length: count }, () => {
    // Inverse of the distribution with density ∝ 0.5 + t over t in [0, 1] (t = 1 is now).
    const t = -0.5 + Math.sqrt(0.25 + 2 * random.next())
    return Math.floor(now - (1 - t) * HISTORY_DAYS * DAY)
  })
  return times.sort((a, b) => a - b)
}

/** Where a booking of this age has got to: recent ones are still in the workflow, old ones mostly paid. */
function statusForAge(random: Random, ageDays: number): BookingStatus {
  if (ageDays < 3)
    return random.weighted({ pending: 70, 'in-progress': 20, completed: 5, cancelled: 5, paid: 0 })
  if (ageDays < 14)
    return random.weighted({ pending: 20, 'in-progress': 35, completed: 25, paid: 12, cancelled: 8 })
  return random.weighted({ pending: 2, 'in-progress': 1, completed: 10, paid: 75, cancelled: 12 })
}

const WORKFLOW: Record<BookingStatus, BookingStatus[]> = {
  pending: [],
  'in-progress': ['in-progress'],
  completed: ['in-progress', 'completed'],
  paid: ['in-progress', 'completed', 'paid'],
  cancelled: ['cancelled'],
}

/** The booking's history as the admin would have written it: created, each status change, maybe archived. */
function historyOf(random: Random, bookingId: number, createdAt: number, status: BookingStatus, now: number) {
  const events: NewBookingEventRow[] = [
    {
      booking_id: bookingId,
      at: createdAt,
      kind: 'created',
      from_status: null,
      to_status: 'pending',
      notes: null,
    },
  ]
  let at = createdAt
  let from: BookingStatus = 'pending'
  for (const to of WORKFLOW[status]) {
    at = Math.min(now, at + random.int(1, 3 * 24) * 60 * 60 * 1000)
    events.push({ booking_id: bookingId, at, kind: 'status', from_status: from, to_status: to, notes: null })
    from = to
  }
  const finished = status === 'completed' || status === 'paid' || status === 'cancelled'
  const archived = finished && now - createdAt > 60 * DAY && random.chance(0.7)
  if (archived) {
    at = Math.min(now, at + random.int(7, 30) * DAY)
    events.push({
      booking_id: bookingId,
      at,
      kind: 'archived',
      from_status: null,
      to_status: null,
      notes: null,
    })
  }
  return { events, archived, updatedAt: at }
}

/**
 * Customers, their bookings and the bookings' histories, as the app would have stored them: every row priced
 * and shaped by the app's own newBookingRow from a body its schema accepts; one customer per normalised e-mail,
 * numbered in the order of their first booking, holding the details of their newest.
 */
/** The seed's people, drawn first from its random sequence: the load's returning customers are among them. */
function seedPeople(random: Random, sizes: SeedSizes): FakeCustomer[] {
  return Array.from({ length: sizes.customers }, (_, i) => fakeCustomer(random, i))
}

/** The people makeBookingSeed(sizes, …, seed) makes, without its bookings: what the load needs of a seed made before. */
export const peopleOfSeed = (sizes: SeedSizes, seed = 1) => seedPeople(new Random(seed), sizes)

export function makeBookingSeed(sizes: SeedSizes, now: number, seed = 1): BookingSeed {
  const random = new Random(seed)
  const people = seedPeople(random, sizes)
  // Every customer books at least once; the other bookings go mostly to a core of regulars.
  const extra = Array.from({ length: sizes.bookings - sizes.customers }, () =>
    Math.floor(sizes.customers * random.next() ** 1.5),
  )
  const bookers = random.shuffle([...people.keys(), ...extra])

  const customerIds = new Map<number, number>()
  const customers: BookingSeed['customers'] = []
  const bookings: BookingSeed['bookings'] = []
  const events: NewBookingEventRow[] = []
  bookingTimes(random, sizes.bookings, now).forEach((createdAt, index) => {
    const person = bookers[index]!
    const id = index + 1
    const input = CreateBookingBody.parse(fakeBookingBody(random, people[person]!))
    let customerId = customerIds.get(person)
    if (customerId === undefined) {
      customerId = customers.length + 1
      customerIds.set(person, customerId)
      customers.push({
        id: customerId,
        email: normalizeEmail(input.customerEmail),
        name: '',
        created_at: createdAt,
        updated_at: createdAt,
      })
    }
    const customer = customers[customerId - 1]!
    // The newest booking's details win, blanks included (docs/decisions.md "Data"), as
    // upsertCustomerForBooking has it.
    Object.assign(customer, {
      name: input.customerName,
      phone: input.customerPhone,
      phone_digits: (input.customerPhone && phoneDigits(input.customerPhone)) || null,
      street_address: input.streetAddress,
      city: input.city,
      state: input.state,
      zip_code: input.zipCode,
      updated_at: createdAt,
    })
    const status = statusForAge(random, (now - createdAt) / DAY)
    const history = historyOf(random, id, createdAt, status, now)
    const row = newBookingRow(input, customerId, {
      servedZips: [],
      prices: DEFAULT_PRICES,
      now: createdAt,
      timeZone: 'UTC',
    })
    bookings.push({ ...row, id, status, archived: history.archived ? 1 : 0, updated_at: history.updatedAt })
    events.push(...history.events)
  })
  return { people, customers, bookings, events }
}
