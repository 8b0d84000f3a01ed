import { sql, type Transaction } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { Database } from '../../db/schema.ts'
import { untilWaitingForLock } from '../../test/postgres-locks.ts'
import { createTestApp, testDatabase, type TestApp } from '../../test/test-app.ts'
import { writeBeforeBooking } from '../bookings/index.ts'
import { publicBookingCustomer, type CustomerContact } from './customers.repository.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const contact = (email: string, name = 'Ann Lee'): CustomerContact => ({
  email,
  name,
  phone: '(407) 555-0123',
  street_address: '12 Palm Lane',
  city: 'Orlando',
  state: 'FL',
  zip_code: '32804',
})

const customersOf = (email: string) =>
  t.app.db.selectFrom('customers').selectAll().where('email', '=', email).execute()

type CustomerOf = (trx: Transaction<Database>) => Promise<number>

/**
 * Two bookings' transactions at once: the first makes its customer and stays open until the second meets that
 * row (on PostgreSQL the second's insert waits for the first to commit, then inserts nothing; SQLite runs one
 * writing transaction at a time, so there the second simply comes after). Answers both customer ids.
 */
async function together(first: CustomerOf, second: CustomerOf): Promise<number[]> {
  let firstMayCommit!: () => void
  const released = new Promise<void>((resolve) => (firstMayCommit = resolve))
  let firstWrote!: () => void
  const written = new Promise<void>((resolve) => (firstWrote = resolve))
  let firstSession: number | undefined
  const one = t.app.db.transaction().execute(async (trx) => {
    if (testDatabase === 'postgres')
      firstSession = (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx)).rows[0]!.pid
    const id = await first(trx)
    firstWrote()
    await released
    return id
  })
  await written
  const other = t.app.db.transaction().execute(second)
  if (firstSession !== undefined) await untilWaitingForLock({ blockedBy: firstSession })
  firstMayCommit()
  return Promise.all([one, other])
}

describe(`a public booking's customer (${testDatabase})`, () => {
  it('is made by the first booking of an e-mail, and answered untouched to the next', async () => {
    const id = await publicBookingCustomer(t.app.db, contact('first@example.com'), 1_000)
    const [saved] = await customersOf('first@example.com')
    expect(saved).toMatchObject({ id, name: 'Ann Lee', created_at: 1_000, updated_at: 1_000 })

    // Someone types the same e-mail with another name, later: the same customer, exactly as saved.
    const again = await publicBookingCustomer(t.app.db, contact('first@example.com', 'Someone Else'), 2_000)
    expect(again).toBe(id)
    expect(await customersOf('first@example.com')).toEqual([saved])
  })

  it('is one customer when two bookings of a new e-mail write at once, in transactions of their own', async () => {
    const ids = await together(
      (trx) => publicBookingCustomer(trx, contact('together@example.com'), 3_000),
      (trx) => publicBookingCustomer(trx, contact('together@example.com'), 3_001),
    )
    expect(ids[1]).toBe(ids[0])
    expect(await customersOf('together@example.com')).toHaveLength(1)
  })

  it("is found by a booking's first writes when another transaction made it while they ran", async () => {
    const firstWrites = (at: number) => async (trx: Transaction<Database>) =>
      (
        await writeBeforeBooking(trx, {
          limit: undefined,
          window: null,
          contact: contact('race@example.com'),
          now: at,
        })
      ).customerId
    const ids = await together(firstWrites(4_000), firstWrites(4_001))
    expect(ids[1]).toBe(ids[0])
    expect(await customersOf('race@example.com')).toHaveLength(1)
  })
})
