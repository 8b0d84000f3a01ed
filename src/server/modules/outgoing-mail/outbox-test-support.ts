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

export const outboxRows = (db: Db) => db.selectFrom('mail_outbox').selectAll().orderBy('id').execute()

/** The outbox routes, signed in. */
export function adminOutbox(t: TestApp, cookie: string) {
  return {
    list: (query = '') => t.request({ method: 'GET', url: `/api/outbox${query}`, cookie }),
    retry: (id: number | string) => t.request({ method: 'POST', url: `/api/outbox/${id}/retry`, cookie }),
  }
}
