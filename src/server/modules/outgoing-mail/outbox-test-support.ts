import { setTimeout as sleep } from 'node:timers/promises'

import type { Db } from '../../db/database.ts'
import type { TestApp } from '../../test/test-app.ts'

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
