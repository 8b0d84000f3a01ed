import pg from 'pg'

/** The PostgreSQL the tests make their schemas and databases on (trust auth on this machine). */
export const TEST_POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test'

/**
 * Whether the tests' PostgreSQL answers, for the test configs that run their PostgreSQL half only when it does.
 * Under CI a missing PostgreSQL fails the run; elsewhere that half is skipped loudly (`skipped` says which).
 */
export async function postgresReachable(url: string, skipped: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 })
  try {
    await client.connect()
    await client.query('select 1')
    return true
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    if (process.env.CI === 'true')
      throw new Error(`PostgreSQL is required under CI=true but ${url} failed: ${reason}`)
    console.warn(`\n!!! PostgreSQL at ${url} is unreachable (${reason}): ${skipped}.\n`)
    return false
  } finally {
    await client.end().catch(() => {})
  }
}
