import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { CustomerList } from '../../../shared/customer.schema.ts'
import { naughtyStrings } from '../../test/naughty-strings.ts'
import { createTestApp, type TestApp } from '../../test/test-app.ts'
import { createBooking } from '../bookings/admin-test-support.ts'
import { adminCustomers } from './customers-test-support.ts'

let t: TestApp
let customers: ReturnType<typeof adminCustomers>
let customerId: number

beforeAll(async () => {
  t = await createTestApp({ env: { BOOKING_RATE_LIMIT_PER_10_MIN: '0' } })
  customers = adminCustomers(t, await t.login())
  customerId = (await createBooking(t)).customerId as number
})
afterAll(() => t.close())

const ERROR_SHAPE = { error: expect.any(String), code: expect.stringMatching(/^[A-Z_]+$/) }

describe('signed out', () => {
  it.each([
    '/api/customers',
    '/api/customers?search=jane',
    '/api/customers/summary',
    '/api/customers/1',
    '/api/customers/1/bookings',
    '/api/customers/1/emails',
  ])('GET %s answers 401', async (url) => {
    const response = await t.request({ method: 'GET', url })
    expect(response.statusCode).toBe(401)
    expect(response.json()).toMatchObject({ code: 'UNAUTHENTICATED' })
  })
})

describe('customer ids', () => {
  const routes = [
    ['customer', (id: string) => customers.get(id)],
    ['bookings', (id: string) => customers.bookings(id)],
    ['emails', (id: string) => customers.emails(id)],
  ] as const

  it.each(routes)('%s: a number no customer has is 404', async (_name, get) => {
    for (const id of ['0', '999999', '2147483648', '999999999999']) {
      const response = await get(id)
      expect(response.statusCode, id).toBe(404)
      expect(response.json()).toEqual({ error: 'Customer not found', code: 'NOT_FOUND' })
    }
  })

  it.each(routes)('%s: an id that is not a whole number is 400', async (_name, get) => {
    for (const id of ['abc', '1e3', '0x10', '-1', '1.5', '%2012', '1%00', '9999999999999']) {
      const response = await get(id)
      expect(response.statusCode, id).toBe(400)
      expect(response.json()).toEqual({
        ...ERROR_SHAPE,
        code: 'VALIDATION_FAILED',
        issues: expect.any(Array),
      })
    }
  })

  it('still answers the customer that exists', async () => {
    expect((await customers.get(customerId)).statusCode).toBe(200)
  })
})

describe('list query', () => {
  it.each([
    [{ search: 'x'.repeat(10 * 1024) }, 'search must be at most 200 characters'],
    [{ search: 'x'.repeat(201) }, 'search must be at most 200 characters'],
    [{ search: 'jane\u0000' }, 'search contains characters that are not allowed'],
    [{ page: 0 }, 'page must be 1 or more'],
    [{ page: 'two' }, 'page must be a number'],
    [{ page: 10_001 }, 'page must be between 1 and 10000'],
    [{ limit: 101 }, 'limit must be between 1 and 100'],
    [{ limit: 2.5 }, 'limit must be a whole number'],
    [{ sort: 'email' }, 'sort must be one of name, lastOrderDate'],
    [{ order: 'up' }, 'order must be asc or desc'],
  ])('refuses %j', async (params, message) => {
    const response = await customers.list(params)
    expect(response.statusCode).toBe(400)
    const body = response.json() as { issues: { message: string }[] }
    expect(body).toMatchObject({ ...ERROR_SHAPE, code: 'VALIDATION_FAILED' })
    expect(body.issues.map((issue) => issue.message)).toContain(message)
  })

  it('takes a search of exactly 200 characters', async () => {
    expect((await customers.list({ search: 'x'.repeat(200) })).json()).toEqual({ customers: [], total: 0 })
  })

  it('answers every naughty string with a list or a 400, never a 500', async () => {
    const strings = naughtyStrings()
    expect(strings.length).toBeGreaterThan(100)
    for (const search of strings) {
      const response = await customers.list({ search })
      expect([200, 400], JSON.stringify(search)).toContain(response.statusCode)
      if (response.statusCode === 200) CustomerList.parse(response.json())
      else expect(response.json()).toMatchObject(ERROR_SHAPE)
    }
  }, 60_000)
})
