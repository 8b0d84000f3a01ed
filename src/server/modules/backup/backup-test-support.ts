import { execFile, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

import SQLite from 'better-sqlite3'
import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import { afterEach, expect } from 'vitest'

import { buildApp } from '../../app.ts'
import { loadConfig } from '../../config.ts'
import type { Database } from '../../db/schema.ts'
import { detailedBooking } from '../../test/bookings.ts'
import { createPostgresDatabase, type PostgresDatabase } from '../../test/postgres-database.ts'
import { nodeArgsFor } from '../../test/spawn-server.ts'
import { TEST_ADMIN } from '../../test/test-app.ts'

/**
 * Temporary folders, databases and servers for the backup tests, each removed after its test. Call it at the top
 * of a test file: the afterEach it registers belongs to that file.
 */
export function backupTestHarness() {
  const cleanups: Array<() => Promise<void> | void> = []
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
  })

  function tempDir(label: string): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), `knife-backup-${label}-`))
    cleanups.push(() => fs.rmSync(dir, { recursive: true, force: true }))
    return dir
  }

  async function newPostgresDatabase(label: string): Promise<PostgresDatabase> {
    const database = await createPostgresDatabase(label)
    cleanups.push(() => database.drop())
    return database
  }

  /** The server as `npm start` builds it, on a DATA_DIR (and for PostgreSQL a whole database) of the test's. */
  async function startApp(env: Record<string, string>): Promise<FastifyInstance> {
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      ADMIN_USERNAME: TEST_ADMIN.username,
      ADMIN_PASSWORD: TEST_ADMIN.password,
      BOOKING_RATE_LIMIT_PER_10_MIN: '0',
      ...env,
    })
    const app = await buildApp(config, { logger: false })
    await app.ready()
    cleanups.push(() => app.close())
    return app
  }

  /** Restores as docs/operations.md says (the database back, the uploads folder back), and gives the env to start on it. */
  async function restore(folder: string, postgres: boolean): Promise<Record<string, string>> {
    const dataDir = tempDir('restored')
    fs.cpSync(path.join(folder, 'uploads'), path.join(dataDir, 'uploads'), { recursive: true })
    if (postgres) {
      const restored = await newPostgresDatabase('restored')
      const dump = path.join(folder, 'database.dump')
      await promisify(execFile)('pg_restore', ['--no-owner', `--dbname=${restored.url}`, dump])
      return { DATA_DIR: dataDir, DATABASE_URL: restored.url }
    }
    expect(fs.readdirSync(folder).sort()).toEqual(['app.db', 'uploads'])
    const copy = new SQLite(path.join(folder, 'app.db'), { readonly: true })
    expect(copy.pragma('integrity_check', { simple: true })).toBe('ok')
    expect(copy.pragma('journal_mode', { simple: true })).toBe('delete')
    copy.close()
    fs.copyFileSync(path.join(folder, 'app.db'), path.join(dataDir, 'app.db'))
    return { DATA_DIR: dataDir }
  }

  return { tempDir, newPostgresDatabase, startApp, restore }
}

export async function signIn(app: FastifyInstance): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: TEST_ADMIN })
  expect(response.statusCode).toBe(200)
  return `sid=${response.cookies.find((cookie) => cookie.name === 'sid')?.value}`
}

export async function book(app: FastifyInstance, n: number): Promise<number | undefined> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/bookings',
    payload: { ...detailedBooking, customerEmail: `customer-${n}@example.com` },
  })
  return response.statusCode === 201 ? (response.json() as { id: number }).id : undefined
}

/** `npm run backup` in a process of its own, as an operator runs it beside the live server. */
export function runBackupScript(env: Record<string, string>, args: string[] = []) {
  const child = spawn(process.execPath, [...nodeArgsFor('scripts/backup.ts'), ...args], {
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, output })),
  )
}

/** A copy of one moment: whatever it holds of the bookings made during the backup, it holds whole. */
export async function expectWholeBookings(db: Kysely<Database>, atLeast: number, atMost: number) {
  const bookings = await db.selectFrom('bookings').select(['id', 'customer_id']).execute()
  expect(bookings.length).toBeGreaterThanOrEqual(atLeast)
  expect(bookings.length).toBeLessThanOrEqual(atMost)
  const created = await db
    .selectFrom('booking_events')
    .select('booking_id')
    .where('kind', '=', 'created')
    .execute()
  expect(new Set(created.map((event) => event.booking_id))).toEqual(new Set(bookings.map((row) => row.id)))
  const customers = new Set((await db.selectFrom('customers').select('id').execute()).map((row) => row.id))
  expect(bookings.filter((booking) => !customers.has(booking.customer_id))).toEqual([])
}
