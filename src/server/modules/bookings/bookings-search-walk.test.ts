import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { BookingListQuery, type BookingListResponse } from '../../../shared/booking-admin.schema.ts'
import { BOOKING_STATUSES } from '../../../shared/booking-status.ts'
import { queryPlan } from '../../test/query-plan.ts'
import { createTestApp, testDatabase, type TestApp } from '../../test/test-app.ts'
import {
  adminBookings,
  createBooking,
  setBookingCreatedAt,
  type AdminBookings,
} from './admin-test-support.ts'
import { parseBookingSearch } from './booking-search.ts'
import { filteredBookings, sortedBookings } from './bookings-list.repository.ts'
import { searchCountCap, totalUpTo } from './bookings-list-search.ts'
import { newestMatches, SEARCH_WALK, walkedSearchPage } from './bookings-search-walk.ts'
import { toBooking } from '../booking-records/index.ts'
import { searchWalkRows } from './search-walk-test-support.ts'

/**
 * PostgreSQL's newest-first order search (bookings-search-walk.ts) and the copy of every order's searched text it
 * walks (migration 0019): after random sequences of every kind of write, the copy equals the text computed from the
 * bookings, and every page the walk answers equals the page of the full sort. Walks of a few entries make it stop
 * early; whether a random case is answered or refused depends on the draw, so one fixed case of each follows.
 */
let t: TestApp
let admin: AdminBookings
const ids: number[] = []

beforeAll(async () => {
  t = await createTestApp({ env: { BOOKING_RATE_LIMIT_PER_10_MIN: '0' } })
  admin = adminBookings(t, await t.login())
})
afterAll(() => t.close())

const NAMES = ['Ann Smith', 'Bo Smithers', 'Cy Jones', 'Renée Ørsted', 'Dee 100% Smith_son']
const SEARCHES = ['smith', 'SMITH', 'jones', 'ørsted', 'RENÉE', '100%', 'h_s', '407-555', 'nothing like it']
const REQUIREMENTS = [null, 'Call Smith first', 'Gate code 5550123']

const pick = fc.nat()
const write = fc.oneof(
  fc.record({ kind: fc.constant('create' as const), name: fc.constantFrom(...NAMES), at: fc.nat(1_000) }),
  fc.record({ kind: fc.constant('status' as const), pick, status: fc.constantFrom(...BOOKING_STATUSES) }),
  fc.record({
    kind: fc.constant('edit' as const),
    pick,
    name: fc.constantFrom(...NAMES),
    requirements: fc.constantFrom(...REQUIREMENTS),
  }),
  fc.record({ kind: fc.constant('archive' as const), pick, archived: fc.boolean() }),
  fc.record({ kind: fc.constant('move' as const), pick, at: fc.nat(1_000) }),
  fc.record({ kind: fc.constant('delete' as const), pick }),
)
type Write = typeof write extends fc.Arbitrary<infer T> ? T : never

/** Few instants, so that orders often share one and the id decides. */
const instant = (at: number) => 1_700_000_000_000 + (at % 50) * 60_000

async function apply(step: Write) {
  if (step.kind === 'create') {
    const email = `${step.name.toLowerCase().replace(/[^a-z]/g, '')}${ids.length}@example.com`
    const booking = await createBooking(t, { customerName: step.name, customerEmail: email })
    await setBookingCreatedAt(t.app.db, booking.id, instant(step.at))
    ids.push(booking.id)
    return
  }
  if (ids.length === 0) return
  const index = step.pick % ids.length
  const id = ids[index]!
  if (step.kind === 'status') expect((await admin.status(id, { status: step.status })).statusCode).toBe(200)
  if (step.kind === 'edit')
    await t.app.db
      .updateTable('bookings')
      .set({ customer_name: step.name, special_requirements: step.requirements })
      .where('id', '=', id)
      .execute()
  if (step.kind === 'archive') {
    // 409 when it already is (un)archived.
    const answer = await (step.archived ? admin.archive(id) : admin.unarchive(id))
    expect([200, 409], answer.body).toContain(answer.statusCode)
  }
  if (step.kind === 'move') await setBookingCreatedAt(t.app.db, id, instant(step.at))
  if (step.kind === 'delete') {
    await t.app.db.deleteFrom('bookings').where('id', '=', id).execute()
    ids.splice(index, 1)
  }
}

const query = fc.record({
  search: fc.constantFrom(...SEARCHES),
  status: fc.option(fc.constantFrom(...BOOKING_STATUSES), { nil: undefined }),
  archive: fc.constantFrom('current', 'archived'),
  page: fc.integer({ min: 1, max: 4 }),
  limit: fc.integer({ min: 1, max: 4 }),
})

/** The page of the full sort over every match, and its count ahead, as the list answers without the walk. */
async function fullSortPage(params: ReturnType<typeof BookingListQuery.parse>): Promise<BookingListResponse> {
  const rows = await sortedBookings(
    filteredBookings(t.app.db, params).selectAll(),
    'createdAt',
    'desc',
  ).execute()
  const offset = (params.page - 1) * params.limit
  const cap = searchCountCap(params)
  return {
    bookings: rows.slice(offset, offset + params.limit).map(toBooking),
    ...totalUpTo(rows.length, cap),
  }
}

describe.runIf(testDatabase === 'postgres')('the order search walk on PostgreSQL', () => {
  it('keeps every order\u2019s text and answers exactly the full sort\u2019s pages, after any writes', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(write, { minLength: 1, maxLength: 10 }),
        fc.array(query, { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 1, max: 30 }),
        async (writes, queries, walk) => {
          for (const step of writes) await apply(step)
          const { copied, computed } = await searchWalkRows(t.app.db)
          expect(copied).toEqual(computed)

          for (const { archive, ...rest } of queries) {
            const params = BookingListQuery.parse({
              ...rest,
              ...(archive === 'archived' ? { showOnlyArchived: 'true' } : {}),
            })
            const expected = await fullSortPage(params)
            const search = parseBookingSearch(params.search!)
            // With a walk long enough to read every order, it always answers.
            expect(await walkedSearchPage(t.app.db, params, search, SEARCH_WALK)).toEqual(expected)
            const short = await walkedSearchPage(t.app.db, params, search, walk)
            if (short !== undefined) expect(short).toEqual(expected)
          }
        },
      ),
      { numRuns: 30 },
    )
  }, 120_000)

  it('answers from a short walk that meets its matches, and refuses one that reads too few orders', async () => {
    const onePage = BookingListQuery.parse({ search: 'quill', limit: '1' })
    const cap = searchCountCap(onePage)
    const stamp = 1_800_000_000_000
    const at = (id: number, minute: number) => setBookingCreatedAt(t.app.db, id, stamp + minute * 60_000)
    const oldest = await createBooking(t, {
      customerName: 'Quill Oldest',
      customerEmail: 'quill.old@example.com',
    })
    await at(oldest.id, 0)
    for (let n = 0; n < 3; n++) {
      const other = await createBooking(t, {
        customerName: 'Other Order',
        customerEmail: `other${n}@example.com`,
      })
      await at(other.id, 1)
    }
    for (let n = 0; n <= cap; n++) {
      const fresh = await createBooking(t, {
        customerName: 'Quill Fresh',
        customerEmail: `fresh${n}@example.com`,
      })
      await at(fresh.id, 10 + n)
    }

    // The newest cap + 1 entries all match: a walk of just those answers, the same as the full sort.
    const quill = parseBookingSearch('quill')
    const short = await walkedSearchPage(t.app.db, onePage, quill, cap + 1)
    expect(short).toEqual(await fullSortPage(onePage))
    expect(short).toMatchObject({ total: cap, moreThanTotal: true })

    // None of them is the oldest order: the same walk cannot tell that it exists, so the full query must answer.
    const oldestOnly = BookingListQuery.parse({ search: 'oldest', limit: '1' })
    const search = parseBookingSearch('oldest')
    expect(await walkedSearchPage(t.app.db, oldestOnly, search, cap + 1)).toBeUndefined()
    const whole = await walkedSearchPage(t.app.db, oldestOnly, search, SEARCH_WALK)
    expect(whole).toEqual(await fullSortPage(oldestOnly))
    expect(whole?.bookings.map((booking) => booking.id)).toEqual([oldest.id])
  })

  it('leaves archived and current orders together, and a board\u2019s updatedSince, to the full query', async () => {
    await createBooking(t, { customerName: 'Ann Smith', customerEmail: 'ann.walk@example.com' })
    const search = parseBookingSearch('smith')
    for (const params of [{ includeArchived: 'true' }, { updatedSince: '2020-01-01T00:00:00Z' }]) {
      const parsed = BookingListQuery.parse({ search: 'smith', ...params })
      expect(await walkedSearchPage(t.app.db, parsed, search)).toBeUndefined()
    }
  })

  it('walks the newest orders of a status, or of the archive switch, from an index alone, in order', async () => {
    for (const [params, index] of [
      [{ search: 'smith', status: 'pending', page: '2' }, 'bookings_search_walk_status_idx'],
      [{ search: '407-555', showOnlyArchived: 'true' }, 'bookings_search_walk_created_idx'],
    ] as const) {
      const parsed = BookingListQuery.parse(params)
      const walk = newestMatches(t.app.db, parsed, parseBookingSearch(parsed.search!), SEARCH_WALK).compile()
      // The test's few rows would rightly be read whole: the plan shows that the index can serve the walk.
      const plan = await queryPlan(t.app.db, walk)
      expect(plan).toContain(`Index Only Scan Backward using ${index}`)
      expect(plan).not.toContain('Sort')
    }
  })
})
