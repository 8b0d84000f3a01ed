import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { MAIL_STATUSES, MailStatus } from '../../../shared/outbox.schema.ts'
import { up as countWhatIsThere } from '../../db/migrations/0017-outbox-counts.ts'
import { createTestApp, type TestApp } from '../../test/test-app.ts'
import {
  claimDueMail,
  countOutboxByStatus,
  enqueueMail,
  recordMailFailure,
  recordMailSent,
  retryOutboxMessage,
} from './outbox.repository.ts'
import { adminOutbox, outboxRows } from './outbox-test-support.ts'

/**
 * The Outgoing list's totals read from counters (migration 0017) against a count of every message, after random
 * sequences of writes: messages queued, claimed, sent, failed and retried as the sender and the admin do, and
 * writes no path makes today (a hand-written change of state, a deletion) that a later one might.
 */
let t: TestApp

beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

/** Far enough ahead that the app's own sender, which claims what is due now, never takes these messages. */
const later = () => Date.now() + 86_400_000

const pick = fc.nat()
const write = fc.oneof(
  fc.record({ kind: fc.constant('queue' as const), messages: fc.integer({ min: 1, max: 3 }) }),
  fc.record({ kind: fc.constant('claim' as const), limit: fc.integer({ min: 1, max: 4 }) }),
  fc.record({ kind: fc.constant('sent' as const), pick }),
  fc.record({ kind: fc.constant('attempt failed' as const), pick, permanent: fc.boolean() }),
  fc.record({ kind: fc.constant('retry' as const), pick }),
  fc.record({ kind: fc.constant('set state' as const), pick, status: fc.constantFrom(...MAIL_STATUSES) }),
  fc.record({ kind: fc.constant('delete' as const), pick }),
)
type Write = typeof write extends fc.Arbitrary<infer T> ? T : never

async function apply(step: Write) {
  const db = t.app.db
  const now = later()
  if (step.kind === 'queue') {
    await db.transaction().execute(async (trx) => {
      for (let n = 0; n < step.messages; n++)
        await enqueueMail(trx, {
          kind: 'status',
          bookingId: null,
          to: { name: 'Customer', address: 'customer@example.com' },
          composed: { subject: 'Hello', text: 'Hello', html: '<p>Hello</p>' },
          now,
        })
    })
    return
  }
  if (step.kind === 'claim') {
    await claimDueMail(db, { now: now + 86_400_000, leaseMs: 60_000, limit: step.limit })
    return
  }
  const rows = await outboxRows(db)
  const sending = rows.filter((row) => row.status === 'sending')
  const claimed = sending[step.pick % Math.max(1, sending.length)]
  if (step.kind === 'sent') {
    if (claimed) await recordMailSent(db, claimed, now)
    return
  }
  if (step.kind === 'attempt failed') {
    const failure = { reason: 'Refused', permanent: step.permanent, now, retryBaseSeconds: 60 }
    if (claimed) await recordMailFailure(db, claimed, failure)
    return
  }
  const row = rows[step.pick % Math.max(1, rows.length)]
  if (!row) return
  if (step.kind === 'retry') await retryOutboxMessage(db, row.id, now)
  if (step.kind === 'set state') {
    await db.updateTable('mail_outbox').set({ status: step.status }).where('id', '=', row.id).execute()
  }
  if (step.kind === 'delete') await db.deleteFrom('mail_outbox').where('id', '=', row.id).execute()
}

/** Each state's count and the whole outbox's, from the counters and from every message. */
async function totals(): Promise<Record<'counters' | 'messages', Record<string, number>>> {
  const rows = await outboxRows(t.app.db)
  const counted = Object.fromEntries(
    MAIL_STATUSES.map((status) => [status, rows.filter((row) => row.status === status).length]),
  )
  const fromCounters: Record<string, number> = {}
  for (const status of MAIL_STATUSES) fromCounters[status] = await countOutboxByStatus(t.app.db, status)
  return {
    counters: { ...fromCounters, all: await countOutboxByStatus(t.app.db) },
    messages: { ...counted, all: rows.length },
  }
}

/** Many statements each on a machine others share: the default 5 s is too short on a busy PostgreSQL. */
const SLOW = 120_000

describe('the Outgoing list’s totals', () => {
  it(
    'equal a count of every message after any sequence of writes',
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.array(write, { minLength: 1, maxLength: 15 }), async (writes) => {
          for (const step of writes) await apply(step)
          const { counters, messages } = await totals()
          expect(counters).toEqual(messages)
        }),
        { numRuns: 25 },
      )
      // The list's total past a full first page is the counters' figure, for the whole outbox and one state.
      await apply({ kind: 'queue', messages: 3 })
      const cookie = await t.login()
      const { messages } = await totals()
      for (const status of [undefined, 'queued'] as const) {
        const query = `?limit=1&page=2${status ? `&status=${status}` : ''}`
        const answer = (await adminOutbox(t, cookie).list(query)).json()
        expect(answer.total).toBe(messages[status ?? 'all'])
        expect(answer.messages).toHaveLength(1)
      }
    },
    SLOW,
  )

  it(
    'count the messages there before the migration when it runs',
    async () => {
      await apply({ kind: 'queue', messages: 2 })
      const before = await totals()
      expect(before.messages.all).toBeGreaterThan(0)
      await t.app.db.updateTable('mail_outbox_counts').set({ messages: 0 }).execute()
      expect(await countOutboxByStatus(t.app.db)).toBe(0)
      await countWhatIsThere(t.app.db)
      expect(await totals()).toEqual(before)
      expect(MailStatus.options).toEqual([...MAIL_STATUSES])
    },
    SLOW,
  )
})
