import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { expect, type Browser, type Page } from '@playwright/test'

import { trackApiRequests } from './api-requests.ts'
import { E2E_PORT, TEST_ADMIN } from './environment.ts'
import { dropPostgresDatabase, freshPostgresDatabase } from './postgres-databases.ts'

export interface OwnServer {
  baseURL: string
  /** Its DATA_DIR: the .eml files of the mail it sends are in outbox/. */
  dataDir: string
  /** `keepData`: the data directory stays, for a server started again on it (OwnServerOptions.dataDir). */
  stop(options?: { keepData?: boolean }): Promise<void>
}

export interface OwnServerOptions {
  /** Added to its environment. */
  env?: Record<string, string>
  /** Start on the data (SQLite) a stopped one kept, instead of a fresh directory. */
  dataDir?: string
}

/** The postgres project runs its specs beside the SQLite ones: their own servers sit this much higher. */
const POSTGRES_PORT_SHIFT = 30

/**
 * A server of the spec's own on a fresh database, for journeys that change what every other spec relies on
 * (pickup windows make every booking ask for a time) or count what the whole database holds. Runs the same build
 * the shared server runs. Offsets in use: 45, 50, 51, 54, 55, 56, 57, 58, 63, 64, 65 (52 would be 4369, Erlang's
 * port mapper on this machine), and 80, 81, 84 and 95 for 50, 51, 54 and 65 in the postgres project; 70 is the
 * postgres project's shared server.
 * `serverDatabaseUrl` is the project's (the fixture of that name): with one, the server gets a new database
 * of its own on that PostgreSQL.
 */
export async function startOwnServer(
  portOffset: number,
  serverDatabaseUrl?: string,
  options: OwnServerOptions = {},
): Promise<OwnServer> {
  const port = E2E_PORT + portOffset + (serverDatabaseUrl ? POSTGRES_PORT_SHIFT : 0)
  const baseURL = `http://127.0.0.1:${port}`
  // A spec's next worker (after a failure) may start while the last one still stops its server: a new one could
  // not listen, and the old one's answers would pass for its own.
  await untilNothingAnswers(baseURL)
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), `knife-e2e-own-${port}-`))
  const databaseName = `knife_e2e_${port}`
  const databaseUrl = serverDatabaseUrl && (await freshPostgresDatabase(serverDatabaseUrl, databaseName))
  const child: ChildProcess = spawn(
    process.execPath,
    [`${process.env.E2E_DIST ?? 'dist'}/node/server/main.js`],
    {
      env: {
        PATH: process.env.PATH,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        ADMIN_USERNAME: TEST_ADMIN.username,
        ADMIN_PASSWORD: TEST_ADMIN.password,
        LOG_LEVEL: 'warn',
        BOOKING_RATE_LIMIT_PER_10_MIN: '100000',
        PUBLIC_LOOKUP_RATE_LIMIT_PER_MIN: '100000',
        PICKUP_SLOTS_RATE_LIMIT_PER_MIN: '100000',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
        ...options.env,
      },
      stdio: 'ignore',
    },
  )
  for (let waited = 0; !(await answers(baseURL)); waited += 100) {
    if (waited > 30_000 || child.exitCode !== null) throw new Error(`own server on ${port} did not start`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return {
    baseURL,
    dataDir,
    async stop({ keepData = false } = {}) {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
      if (keepData) return
      fs.rmSync(dataDir, { recursive: true, force: true })
      if (serverDatabaseUrl) await dropPostgresDatabase(serverDatabaseUrl, databaseName)
    },
  }
}

/** Whether a server answers its health check there (false while nothing listens). */
const answers = (baseURL: string) =>
  fetch(`${baseURL}/api/health`).then(
    (response) => response.ok,
    () => false,
  )

async function untilNothingAnswers(baseURL: string): Promise<void> {
  for (let waited = 0; await answers(baseURL); waited += 100) {
    if (waited > 30_000) throw new Error(`a server still answers on ${baseURL}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/**
 * A server of the spec's own with pickup windows every day (09:00-12:00 for 2, 13:00-16:00 for 1, no lead time):
 * once windows exist every booking asks for a time, so such specs keep them away from the shared server.
 */
export async function startPickupServer(
  browser: Browser,
  portOffset: number,
  serverDatabaseUrl?: string,
): Promise<OwnServer> {
  const server = await startOwnServer(portOffset, serverDatabaseUrl)
  const context = await browser.newContext({ baseURL: server.baseURL })
  expect((await context.request.post('/api/auth/login', { data: TEST_ADMIN })).status()).toBe(200)
  const windows = [1, 2, 3, 4, 5, 6, 7].flatMap((weekday) => [
    { weekday, start: '09:00', end: '12:00', capacity: 2 },
    { weekday, start: '13:00', end: '16:00', capacity: 1 },
  ])
  const saved = await context.request.put('/api/settings/pickup', {
    data: { windows, closures: [], leadHours: 0, horizonDays: 21 },
  })
  expect(saved.status(), await saved.text()).toBe(200)
  await context.close()
  return server
}

/** A page of a new browser context on the given server, as a visitor. */
export async function visitorPage(browser: Browser, server: OwnServer, width = 1280): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.baseURL, viewport: { width, height: 800 } })
  const page = await context.newPage()
  trackApiRequests(page)
  return page
}

/** A page of a new browser context on the given server, signed in as the admin through the API. */
export async function signedInPage(browser: Browser, server: OwnServer, width = 1280): Promise<Page> {
  const page = await visitorPage(browser, server, width)
  const response = await page.request.post('/api/auth/login', { data: TEST_ADMIN })
  expect(response.status(), await response.text()).toBe(200)
  return page
}
