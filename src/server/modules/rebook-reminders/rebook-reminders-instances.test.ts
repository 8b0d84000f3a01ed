import { spawn } from 'node:child_process'
import path from 'node:path'
import readline from 'node:readline'

import { afterEach, describe, expect, it } from 'vitest'

import type { CreatedBooking } from '../../../shared/order-page.schema.ts'
import { detailedBooking, postBooking } from '../../test/bookings.ts'
import { createTestApp, testDatabase, type TestApp } from '../../test/test-app.ts'
import { outboxRows } from '../outgoing-mail/outbox-test-support.ts'

const DAY_MS = 24 * 60 * 60 * 1000
const DUE_ORDERS = 24
const ROUND_PROCESS = path.resolve(import.meta.dirname, '../../test/rebook-round-process.ts')

const cleanups: (() => Promise<unknown>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

/** An app with DUE_ORDERS customers, each with a completed order 150 days old and reminders asked for. */
async function withDueOrders(): Promise<{ t: TestApp; ids: number[] }> {
  const t = await createTestApp({ env: { BOOKING_RATE_LIMIT_PER_10_MIN: '0' } })
  cleanups.push(() => t.close())
  const ids: number[] = []
  for (let n = 0; n < DUE_ORDERS; n++) {
    const response = await postBooking(t, {
      ...detailedBooking,
      customerEmail: `customer${n}@example.com`,
      rebookReminder: true,
    })
    expect(response.statusCode).toBe(201)
    ids.push(response.json<CreatedBooking>().id)
  }
  await t.app.db
    .updateTable('bookings')
    .set({ status: 'completed', created_at: Date.now() - 150 * DAY_MS })
    .execute()
  return { t, ids }
}

async function expectOneReminderPerOrder(t: TestApp, ids: number[]) {
  const reminders = (await outboxRows(t.app.db)).filter((row) => row.kind === 'rebook_reminder')
  expect(reminders.map((row) => row.booking_id).sort((a, b) => a! - b!)).toEqual(ids)
  const records = await t.app.db.selectFrom('rebook_reminders').select('booking_id').execute()
  expect(records).toHaveLength(ids.length)
}

/** A round in a process of its own (rebook-round-process.ts), started when `go` is called. */
function roundProcess(t: TestApp) {
  const child = spawn(process.execPath, ['--import', 'tsx', ROUND_PROCESS], {
    env: {
      PATH: process.env.PATH,
      ROUND_DATABASE: JSON.stringify(t.config.database),
      ROUND_NOW: String(Date.now()),
    },
    stdio: ['pipe', 'pipe', 'inherit'],
  })
  const lines = readline.createInterface({ input: child.stdout })
  const said: string[] = []
  const waiters: Array<() => void> = []
  lines.on('line', (line) => {
    said.push(line)
    for (const wake of waiters.splice(0)) wake()
  })
  const heard = async (match: (line: string) => boolean) => {
    while (!said.some(match)) await new Promise<void>((resolve) => waiters.push(resolve))
    return said.find(match)!
  }
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve))
  return {
    ready: () => heard((line) => line === 'ready'),
    go: () => child.stdin.write('go\n'),
    queued: async () =>
      (JSON.parse(await heard((line) => line.startsWith('{'))) as { queued: number }).queued,
    exited,
  }
}

describe('several instances running the sharpening-due round at once', () => {
  it('queue each due order once between them (two rounds in one process)', async () => {
    const { t, ids } = await withDueOrders()
    const counts = await Promise.all([t.app.rebookReminders.runRound(), t.app.rebookReminders.runRound()])
    expect(counts[0]! + counts[1]!).toBe(DUE_ORDERS)
    await expectOneReminderPerOrder(t, ids)
  }, 30_000)

  it.runIf(testDatabase === 'postgres')(
    'queue each due order once between them (two processes on one PostgreSQL database)',
    async () => {
      const { t, ids } = await withDueOrders()
      const a = roundProcess(t)
      const b = roundProcess(t)
      await Promise.all([a.ready(), b.ready()])
      a.go()
      b.go()
      const counts = await Promise.all([a.queued(), b.queued()])
      expect(await Promise.all([a.exited, b.exited])).toEqual([0, 0])
      expect(counts[0]! + counts[1]!).toBe(DUE_ORDERS)
      await expectOneReminderPerOrder(t, ids)
    },
    60_000,
  )
})
