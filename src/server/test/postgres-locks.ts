import pg from 'pg'
import { vi } from 'vitest'

import { TEST_POSTGRES_URL } from './test-app.ts'

/** A PostgreSQL session: by its application_name, or as whichever one the session `blockedBy` holds up. */
type Session = { applicationName: string } | { blockedBy: number }

/**
 * Resolves once the session waits for a lock (the moment a test about that lock asserts what the waiting side
 * has not done yet); fails the test when it never does.
 */
export async function untilWaitingForLock(session: Session, timeoutMs = 10_000): Promise<void> {
  const [where, value] =
    'applicationName' in session
      ? [`application_name = $1 and wait_event_type = 'Lock'`, session.applicationName]
      : ['$1 = any(pg_blocking_pids(pid))', session.blockedBy]
  const client = new pg.Client({ connectionString: TEST_POSTGRES_URL })
  await client.connect()
  try {
    await vi.waitFor(
      async () => {
        const { rowCount } = await client.query(`select 1 from pg_stat_activity where ${where}`, [value])
        if (!rowCount) throw new Error(`no session waits for the lock: ${JSON.stringify(session)}`)
      },
      { timeout: timeoutMs, interval: 20 },
    )
  } finally {
    await client.end()
  }
}
