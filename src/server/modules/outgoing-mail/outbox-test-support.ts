import net, { type AddressInfo } from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'

import { afterEach } from 'vitest'

import type { Db } from '../../db/database.ts'
import { createTestApp, type TestApp } from '../../test/test-app.ts'
import type { TestClock } from '../../test/test-clock.ts'
import { enqueueMail } from './outbox.repository.ts'
import { startTestSmtpServer, type TestSmtpServer } from './smtp-test-server.ts'

/** Polls until `check` answers something truthy, or fails the test after `timeoutMs`. */
export async function waitFor<T>(
  check: () => Promise<T>,
  timeoutMs = 10_000,
  what = 'the condition',
): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await check()
    if (value) return value as NonNullable<T>
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await sleep(25)
  }
}

/**
 * Waits until the mail sender has taken every message that is due (of one order, or all): a request that queued mail
 * is answered before the sender marks it sent and records it on the order, which a snapshot taken meanwhile would see.
 */
export async function mailSettled(db: Db, bookingId?: number) {
  await waitFor(
    async () => {
      let busy = db
        .selectFrom('mail_outbox')
        .select('id')
        .where((eb) =>
          eb.or([
            eb('status', '=', 'sending'),
            eb.and([eb('status', '=', 'queued'), eb('next_attempt_at', '<=', Date.now())]),
          ]),
        )
      if (bookingId !== undefined) busy = busy.where('booking_id', '=', bookingId)
      return (await busy.executeTakeFirst()) === undefined
    },
    10_000,
    'the mail sender to finish the queued mail',
  )
}

export const outboxRows = (db: Db) => db.selectFrom('mail_outbox').selectAll().orderBy('id').execute()

/** The outbox routes, signed in. */
export function adminOutbox(t: TestApp, cookie: string) {
  return {
    list: (query = '') => t.request({ method: 'GET', url: `/api/outbox${query}`, cookie }),
    retry: (id: number | string) => t.request({ method: 'POST', url: `/api/outbox/${id}/retry`, cookie }),
  }
}

/** A port nothing listens on (a mail server that is down), free to start one on later. */
export async function deadPort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

/**
 * The outbox tests' apps and mail servers, each closed after its test. Call it at the top of a test file: the
 * afterEach it registers belongs to that file (a worker imports this module once for all its files).
 */
export function outboxTestHarness() {
  const cleanups: Array<() => Promise<unknown>> = []
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  })
  return {
    cleanups,
    async testApp(env: Record<string, string>, clock?: TestClock): Promise<TestApp> {
      const t = await createTestApp({ env: { BOOKING_RATE_LIMIT_PER_10_MIN: '0', ...env }, clock })
      cleanups.push(() => t.close())
      return t
    },
    async smtpServer(options: Parameters<typeof startTestSmtpServer>[0] = {}): Promise<TestSmtpServer> {
      const smtp = await startTestSmtpServer(options)
      cleanups.push(() => smtp.close())
      return smtp
    },
  }
}

/** Queues `count` plain messages, Customer 1 to Customer count, in one transaction, due now or at `dueAt`. */
export async function enqueueMessages(
  db: Db,
  count: number,
  { bookingId = null, dueAt }: { bookingId?: number | null; dueAt?: number } = {},
) {
  const now = Date.now()
  await db.transaction().execute(async (trx) => {
    for (let n = 1; n <= count; n++)
      await enqueueMail(trx, {
        kind: 'status',
        bookingId,
        to: { name: `Customer ${n}`, address: `customer${n}@example.com` },
        composed: { subject: `Message ${n}`, text: `Hello ${n}`, html: `<p>Hello ${n}</p>` },
        businessEmail: 'hello@sharpedge.example',
        now,
      })
    if (dueAt !== undefined) await trx.updateTable('mail_outbox').set({ next_attempt_at: dueAt }).execute()
  })
}
