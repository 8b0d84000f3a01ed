import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { BookingWithHistory } from '../../shared/booking-admin.schema.ts'
import type { Booking } from '../../shared/booking.schema.ts'
import { detailedBooking, pickupBooking } from '../test/bookings.ts'
import { createPostgresDatabase, type PostgresDatabase } from '../test/postgres-database.ts'
import { spawnServer, type ServerProcess } from '../test/spawn-server.ts'
import { TEST_ADMIN, testDatabase } from '../test/test-app.ts'

/** Bookings sent side by side, each stream starting its next one the moment the last is answered. */
const STREAMS = 8
/** Answered bookings before the kill: enough that the kill lands mid-stream, long after the first commit. */
const ANSWERED_BEFORE_KILL = 60

let dataDir: string
let database: PostgresDatabase | undefined
const running: ServerProcess[] = []

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'knife-crash-'))
  // The server runs as production does: its own database, tables in the public schema.
  if (testDatabase === 'postgres') database = await createPostgresDatabase('crash')
})
afterAll(async () => {
  for (const server of running) server.child.kill('SIGKILL')
  await Promise.all(running.map((server) => server.exited))
  await database?.drop()
  fs.rmSync(dataDir, { recursive: true, force: true })
})

/** main.ts on this test's data: the SQLite file in DATA_DIR, or the PostgreSQL database. */
function startServer(): ServerProcess {
  const server = spawnServer({
    DATA_DIR: dataDir,
    ADMIN_USERNAME: TEST_ADMIN.username,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    // One client address sends them all: the per-address limit would answer instead of the server.
    BOOKING_RATE_LIMIT_PER_10_MIN: '0',
    ...(database ? { DATABASE_URL: database.url } : {}),
  })
  running.push(server)
  return server
}

interface Stream {
  answered: Booking[]
  /** Requests the kill cut off: the client never learnt whether they were stored. */
  cutOff: number
  unexpected: string[]
  inFlight: number
}

async function streamBookings(address: string, index: number, state: Stream, stopped: () => boolean) {
  for (let n = 0; !stopped(); n++) {
    const body = {
      ...(n % 2 ? pickupBooking : detailedBooking),
      specialRequirements: `Stream ${index}, booking ${n}`,
    }
    state.inFlight++
    try {
      const response = await fetch(`${address}/api/bookings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
      const text = await response.text()
      if (response.status === 201) state.answered.push(JSON.parse(text) as Booking)
      else state.unexpected.push(`${response.status} ${text.slice(0, 200)}`)
    } catch {
      state.cutOff++
      return
    } finally {
      state.inFlight--
    }
  }
}

async function waitFor(condition: () => boolean, what: string, server: ServerProcess) {
  for (let waited = 0; !condition(); waited += 20) {
    if (waited > 60_000) throw new Error(`timed out waiting for ${what}:\n${server.output().slice(-2000)}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

describe(`a server killed in the middle of a stream of bookings (${testDatabase})`, () => {
  it('has every booking it answered 201 after a restart, as it answered it', async () => {
    const first = startServer()
    const address = await first.listening()

    const state: Stream = { answered: [], cutOff: 0, unexpected: [], inFlight: 0 }
    let killed = false
    const streams = Array.from({ length: STREAMS }, (_, index) =>
      streamBookings(address, index, state, () => killed),
    )
    await waitFor(() => state.answered.length >= ANSWERED_BEFORE_KILL, 'the first bookings', first)
    const inFlightAtKill = state.inFlight
    first.child.kill('SIGKILL')
    await first.exited
    killed = true
    await Promise.all(streams)

    expect(state.unexpected).toEqual([])
    expect(first.child.signalCode).toBe('SIGKILL')
    // Mid-stream: requests were on their way when the process died, and the kill cut them off.
    expect(inFlightAtKill).toBeGreaterThan(0)
    expect(state.cutOff).toBeGreaterThan(0)

    const second = startServer()
    const restarted = await second.listening()
    const login = await fetch(`${restarted}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(TEST_ADMIN),
    })
    expect(login.status).toBe(200)
    const cookie = login.headers
      .getSetCookie()
      .map((value) => value.split(';')[0])
      .join('; ')

    const missing: string[] = []
    for (const answered of state.answered) {
      const response = await fetch(`${restarted}/api/bookings/${answered.id}`, { headers: { cookie } })
      if (response.status !== 200) {
        missing.push(`booking ${answered.id}: ${response.status}`)
        continue
      }
      const { events, ...stored } = (await response.json()) as BookingWithHistory
      expect(stored).toEqual(answered)
      expect(events.map((event) => event.kind)).toEqual(['created'])
    }
    expect(missing).toEqual([])

    // And nothing beyond them but what the cut-off requests may have stored before the kill.
    const list = await fetch(`${restarted}/api/bookings?limit=1`, { headers: { cookie } })
    const { total } = (await list.json()) as { total: number }
    expect(total).toBeGreaterThanOrEqual(state.answered.length)
    expect(total).toBeLessThanOrEqual(state.answered.length + state.cutOff)

    expect(await second.stop()).toBe(0)
  }, 120_000)
})
