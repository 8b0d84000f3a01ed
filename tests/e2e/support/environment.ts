import os from 'node:os'
import path from 'node:path'

export const E2E_PORT = Number(process.env.E2E_PORT ?? 4317)
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`
/** The server's data for one test run; the webServer command empties it first (playwright.config.ts). */
export const E2E_DATA_DIR = path.join(os.tmpdir(), `knife-e2e-${E2E_PORT}`)
export const TEST_ADMIN = { username: 'admin', password: 'e2e admin password' }

/**
 * The second shared server, on PostgreSQL, for the journeys the `postgres` project runs again there. Its offset
 * is clear of the ones own-server.ts uses.
 */
export const E2E_PG_PORT = E2E_PORT + 70
export const E2E_PG_BASE_URL = `http://127.0.0.1:${E2E_PG_PORT}`
export const E2E_PG_DATA_DIR = path.join(os.tmpdir(), `knife-e2e-${E2E_PG_PORT}`)
/** Dropped and made again by the webServer command, so every run starts from a new database. */
export const E2E_PG_DATABASE = `knife_e2e_${E2E_PG_PORT}`
