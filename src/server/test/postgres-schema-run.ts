import pg from 'pg'

import { TEST_POSTGRES_URL } from '../../../scripts/test-postgres.ts'

/** The PostgreSQL advisory lock that holds off dropping test tables while another test file reads the catalog. */
export const CATALOG_LOCK = 0x6b6e6966 // "knif"

/** Set by this file, Vitest's global setup for the postgres project, to the run's process id. */
export const SCHEMA_RUN_VARIABLE = 'TEST_SCHEMA_RUN'

/** A run's test schemas are named `test_run<pid>_…`, so that its end, or a later run, can find what it left. */
export const schemaRunPrefix = (run: string | number) => `test_run${run}_`

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * Drops the test schemas `which` picks of those named after a run, holding the catalog lock alone: what
 * test-app.ts's droppingAlone does in a worker, here in Vitest's main process, which does not load the app.
 */
async function dropRunSchemas(which: (run: number) => boolean): Promise<void> {
  const client = new pg.Client({ connectionString: TEST_POSTGRES_URL, application_name: 'drop test schemas' })
  await client.connect()
  try {
    const { rows } = await client.query<{ name: string; run: string }>(
      `select nspname as name, substring(nspname from '^test_run([0-9]+)_') as run
         from pg_namespace where nspname ~ '^test_run[0-9]+_'`,
    )
    const doomed = rows.filter(({ run }) => which(Number(run)))
    if (!doomed.length) return
    await client.query('select pg_advisory_lock($1)', [CATALOG_LOCK])
    try {
      for (const { name } of doomed) await client.query(`drop schema if exists "${name}" cascade`)
    } finally {
      await client.query('select pg_advisory_unlock($1)', [CATALOG_LOCK])
    }
  } finally {
    await client.end()
  }
}

/**
 * Vitest's global setup for the postgres project: names the run for its workers, whose test apps keep their
 * schemas to reuse (test-app.ts), drops those a run that ended without its teardown left, and at the end drops
 * this run's.
 */
export default async function setup(): Promise<() => Promise<void>> {
  process.env[SCHEMA_RUN_VARIABLE] = String(process.pid)
  await dropRunSchemas((run) => run !== process.pid && !alive(run))
  return () => dropRunSchemas((run) => run === process.pid)
}
