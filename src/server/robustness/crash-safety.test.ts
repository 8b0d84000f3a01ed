import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { simpleParser } from 'mailparser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import type { BookingWithHistory } from '../../shared/booking-admin.schema.ts'
import type { CreatedBooking } from '../../shared/order-page.schema.ts'
import type { OutboxList } from '../../shared/outbox.schema.ts'
import { detailedBooking, pickupBooking } from '../test/bookings.ts'
import { createPostgresDatabase, type PostgresDatabase } from '../test/postgres-database.ts'
import { spawnServer, type ServerProcess } from '../test/spawn-server.ts'
import { TEST_ADMIN, testDatabase } from '../test/test-app.ts'

/** Bookings sent side by side, each stream starting its next one the moment the last is answered. */
const STREAMS = 8
/** Answered bookings before the kill: enough that the kill lands mid-stream, long after the first commit. */
const ANSWERED_BEFORE_KILL = 60

/**
 * The claim on a message being sent, at the least the settings allow: the restarted server waits it out for each
 * message the kill caught being sent. Its length cannot make a message go out twice here: one process sends at a
 * time (the second starts once the first is dead), a process starts a round only when the last has recorded what
 * it sent, and nothing in this test asks for a message to be sent out of turn (an admin's action would).
 */
const SEND_LEASE_SECONDS = 1

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
    ORDER_PAGE_RATE_LIMIT_PER_MIN: '0',
    // A confirmation the kill caught `sending` is taken up again when its claim lapses: a second, not minutes.
    MAIL_SEND_LEASE_SECONDS: String(SEND_LEASE_SECONDS),
    ...(database ? { DATABASE_URL: database.url } : {}),
  })
  running.push(server)
  return server
}

/** The Message-ID of each confirmation the mailer wrote to DATA_DIR/outbox (no SMTP_URL), by booking id. */
async function deliveredConfirmations(): Promise<Map<number, string[]>> {
  const outboxDir = path.join(dataDir, 'outbox')
  const byBooking = new Map<number, string[]>()
  for (const name of fs.readdirSync(outboxDir).filter((file) => file.endsWith('.eml'))) {
    const mail = await simpleParser(fs.readFileSync(path.join(outboxDir, name)))
    const bookingId = Number(mail.subject?.match(/^Booking confirmed: order #(\d+) /)?.[1])
    expect(bookingId, `${name}: ${mail.subject}`).toBeGreaterThan(0)
    byBooking.set(bookingId, [...(byBooking.get(bookingId) ?? []), mail.messageId ?? name])
  }
  return byBooking
}

/**
 * What to know when a sent confirmation has no file (seen twice on PostgreSQL, with no path to it found in the
 * code): the message, when the kill came, the files left half-written, and the files no answered booking claims.
 */
function outboxReport(
  message: OutboxList['messages'][number],
  killedAt: string,
  delivered: Map<number, string[]>,
  state: Stream,
): string {
  const answeredIds = new Set(state.answered.map((booking) => booking.id))
  const unclaimed = [...delivered.keys()].filter((id) => !answeredIds.has(id))
  const partial = fs.readdirSync(path.join(dataDir, 'outbox')).filter((name) => !name.endsWith('.eml'))
  return JSON.stringify({ message, killedAt, partial, unclaimed, files: delivered.size }, null, 1)
}

interface Stream {
  answered: CreatedBooking[]
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
      if (response.status === 201) state.answered.push(JSON.parse(text) as CreatedBooking)
      else state.unexpected.push(`${response.status} ${text.slice(0, 200)}`)
    } catch {
      state.cutOff++
      return
    } finally {
      state.inFlight--
    }
  }
}

async function waitFor(
  condition: () => boolean,
  what: string,
  server: ServerProcess,
  refresh?: () => Promise<void>,
) {
  for (let waited = 0; await refresh?.(), !condition(); waited += 20) {
    if (waited > 60_000) throw new Error(`timed out waiting for ${what}:\n${server.output().slice(-2000)}`)
    // eslint-disable-next-line no-restricted-syntax -- polls for the condition, up to a deadline
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
    const killedAt = new Date().toISOString()
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

    // Those the dead process had not begun to send go out after the restart, and those it was sending when it
    // died go out again once their claim lapses.
    let waitingAfterRestart = -1
    await waitFor(
      () => waitingAfterRestart === 0,
      'the confirmations to be sent',
      second,
      async () => {
        const count = async (status: 'queued' | 'sending') => {
          const response = await fetch(`${restarted}/api/outbox?status=${status}&limit=1`, {
            headers: { cookie },
          })
          return ((await response.json()) as { total: number }).total
        }
        // One after the other, queued first. A message only moves on (queued, sending, sent), so none queued and
        // then none sending means every one is sent. Asked side by side, the sending count could be read before a
        // claim and the queued count after it: a message being sent, its file not yet written, counted as neither.
        const queued = await count('queued')
        waitingAfterRestart = queued + (await count('sending'))
      },
    )

    const delivered = await deliveredConfirmations()
    const missing: string[] = []
    let sentAgain = 0
    let takenUpAgain = 0
    for (const answered of state.answered) {
      const response = await fetch(`${restarted}/api/bookings/${answered.id}`, { headers: { cookie } })
      if (response.status !== 200) {
        missing.push(`booking ${answered.id}: ${response.status}`)
        continue
      }
      const { events, ...stored } = (await response.json()) as BookingWithHistory
      const { accessToken, ...booking } = answered
      expect(stored).toEqual(booking)
      // The secret of its order page was committed with it.
      expect((await fetch(`${restarted}/api/public/orders/${accessToken}`)).status).toBe(200)
      // Its confirmation was committed with the booking, and sent: recorded once, before or after the kill.
      expect(events.map((event) => event.kind).sort()).toEqual(['created', 'email_sent'])
      const outbox = await fetch(`${restarted}/api/outbox?bookingId=${answered.id}`, { headers: { cookie } })
      const { messages, total } = (await outbox.json()) as OutboxList
      expect(total).toBe(1)
      expect(messages).toMatchObject([{ kind: 'confirmation', status: 'sent', lastError: null }])
      // Delivered once: the mailer wrote one .eml file for it. Only a claim the kill cut short (a second attempt)
      // may have written its file before dying, and then the retry writes the same Message-ID again.
      const files = delivered.get(answered.id) ?? []
      const message = messages[0]!
      const { attempts } = message
      if (attempts === 1) expect(files, outboxReport(message, killedAt, delivered, state)).toHaveLength(1)
      else {
        takenUpAgain++
        expect(files.length).toBeGreaterThanOrEqual(1)
        expect(files.length).toBeLessThanOrEqual(attempts)
        expect(new Set(files).size).toBe(1)
        sentAgain += files.length - 1
      }
    }
    expect(missing).toEqual([])
    console.info(
      `${state.answered.length} bookings answered before the kill, ${delivered.size} confirmations delivered, ` +
        `${takenUpAgain} taken up again after a lapsed claim, ${sentAgain} delivered a second time (a send the kill cut short after writing its file)`,
    )

    // And nothing beyond them but what the cut-off requests may have stored before the kill.
    const list = await fetch(`${restarted}/api/bookings?limit=1`, { headers: { cookie } })
    const { total } = (await list.json()) as { total: number }
    expect(total).toBeGreaterThanOrEqual(state.answered.length)
    expect(total).toBeLessThanOrEqual(state.answered.length + state.cutOff)

    expect(await second.stop()).toBe(0)
  }, 120_000)
})
