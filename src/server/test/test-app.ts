import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify'
import pg from 'pg'

import { buildApp } from '../app.ts'
import { loadConfig, type Config } from '../config.ts'
import { createDatabase } from '../db/database.ts'
import { migrateToLatest } from '../db/migrate.ts'
import type { Clock } from '../lib/clock.ts'

import { TEST_POSTGRES_URL } from '../../../scripts/test-postgres.ts'

import { CATALOG_LOCK, SCHEMA_RUN_VARIABLE, schemaRunPrefix } from './postgres-schema-run.ts'
import { recordMigrated, resetToMigrated, type MigratedSchema } from './postgres-schema-reset.ts'

export const TEST_ADMIN = { username: 'admin', password: 'correct horse battery staple' }

/** Which database this Vitest project runs the API tests against (see vitest.config.ts). */
export const testDatabase = chosenTestDatabase(process.env.TEST_DATABASE)

function chosenTestDatabase(chosen: string | undefined): 'sqlite' | 'postgres' {
  if (chosen === 'sqlite' || chosen === 'postgres' || chosen === undefined) return chosen ?? 'sqlite'
  // The server-unit project runs a file once, with no database: one that gets here would silently lose one.
  throw new Error(
    `TEST_DATABASE is ${chosen}: a test file that uses test-app.ts must run in the sqlite and postgres projects ` +
      '(scripts/server-test-projects.ts missed its import)',
  )
}
/** Where the tests make their PostgreSQL schemas: the one address scripts/test-postgres.ts reads, as the configs do. */
export { TEST_POSTGRES_URL }

export interface TestApp {
  app: FastifyInstance
  config: Config
  /** Signs in as the test admin and returns the Cookie header value to send. */
  login(): Promise<string>
  /** app.inject with a JSON body, optionally signed in with a cookie from login(). */
  request(options: InjectOptions & { cookie?: string }): Promise<LightMyRequestResponse>
  close(): Promise<void>
}

export interface TestAppOptions {
  env?: Record<string, string>
  clientDir?: string
  prerenderModule?: string
  /** Runs before the app is ready: the place to add test-only routes. */
  beforeReady?: (app: FastifyInstance) => void | Promise<void>
  /** Log to this stream (at LOG_LEVEL, set it in env) instead of not at all. */
  logStream?: NodeJS.WritableStream
  /** The background jobs' clock (test-clock.ts), for a test that moves it ahead instead of waiting. */
  clock?: Clock
}

/**
 * A fresh app on a fresh database: a temporary SQLite file, or a PostgreSQL schema of its own (new, or one this
 * worker put back as migrated).
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'knife-test-'))
  const base = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    ADMIN_USERNAME: TEST_ADMIN.username,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    // Tests that count mail or history entries would see every booking's confirmation: opt in where wanted.
    AUTO_CONFIRMATION_EMAIL: 'false',
    ...options.env,
  })
  const schema = testDatabase === 'postgres' ? await takePostgresSchema() : undefined
  // A data directory the app is to make itself (a test of what it makes) gets no copy: the app makes it all.
  if (base.database.kind === 'sqlite' && fs.existsSync(path.dirname(base.database.file)))
    fs.copyFileSync(await migratedSqliteFile(), base.database.file)
  const config: Config = {
    ...base,
    clientDir: options.clientDir,
    prerenderModule: options.prerenderModule,
    database: schema ? { kind: 'postgres', url: TEST_POSTGRES_URL, schema } : base.database,
  }

  const app = await buildTestApp(config, {
    logger: options.logStream !== undefined,
    logStream: options.logStream,
    clock: options.clock,
  })
  await options.beforeReady?.(app)
  await app.ready()

  const request: TestApp['request'] = ({ cookie, headers, ...rest }) =>
    app.inject({ ...rest, headers: { ...headers, ...(cookie ? { cookie } : {}) } })

  return {
    app,
    config,
    request,
    async login() {
      const response = await request({ method: 'POST', url: '/api/auth/login', payload: TEST_ADMIN })
      if (response.statusCode !== 200)
        throw new Error(`login failed: ${response.statusCode} ${response.body}`)
      const cookie = response.cookies.find((c) => c.name === 'sid')
      if (!cookie) throw new Error('login set no session cookie')
      return `sid=${cookie.value}`
    },
    async close() {
      await app.close()
      if (schema) await giveBackPostgresSchema(schema)
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

let migratedSqlite: Promise<string> | undefined

/**
 * An SQLite file with every migration run, made once in each worker: a test app starts on a copy of it, where its
 * start finds nothing left to migrate, instead of running every migration again with a sync to disk after each
 * (a third of a test app's start). The app's start still runs the migrator, so one missing from the copy is run.
 */
function migratedSqliteFile(): Promise<string> {
  migratedSqlite ??= (async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'knife-test-migrated-')), 'app.db')
    const db = createDatabase({ kind: 'sqlite', file })
    try {
      await migrateToLatest(db)
    } finally {
      await db.destroy()
    }
    return file
  })()
  return migratedSqlite
}

async function withCatalogLock<T>(
  mode: 'shared' | 'alone',
  work: (client?: pg.Client) => Promise<T>,
  applicationName?: string,
): Promise<T> {
  if (testDatabase !== 'postgres') return work()
  const suffix = mode === 'shared' ? '_shared' : ''
  return withPostgres(async (client) => {
    await client.query(`select pg_advisory_lock${suffix}($1)`, [CATALOG_LOCK])
    try {
      return await work(client)
    } finally {
      await client.query(`select pg_advisory_unlock${suffix}($1)`, [CATALOG_LOCK])
    }
  }, applicationName)
}

/**
 * Runs work that reads the whole catalog (Kysely's introspection, which its migrator runs, looks up every schema,
 * table and column of the database by name) while no test drops any: a drop at that moment failed the read with
 * 'schema "test_…" does not exist', 'relation "test_….bookings" does not exist' or 'column "phone_digits" of
 * relation "customers" does not exist'. Readers share the lock. Never nest it: a drop queued between the two
 * would wait for the outer reader, and the inner one behind the drop.
 */
export const whileNothingIsDropped = <T>(work: () => Promise<T>) => withCatalogLock('shared', work)

/**
 * Runs work that drops tables, columns or schemas once no other test file reads the catalog, and alone; on
 * PostgreSQL it gets the connection holding the lock.
 */
export const droppingAlone = <T>(work: (client?: pg.Client) => Promise<T>, applicationName?: string) =>
  withCatalogLock('alone', work, applicationName)

/** buildApp, whose migrations read the catalog, while no other test file drops from it (whileNothingIsDropped). */
export const buildTestApp = (...args: Parameters<typeof buildApp>) =>
  whileNothingIsDropped(() => buildApp(...args))

/** `applicationName` names the session in pg_stat_activity, where a test can see it wait for a lock. */
async function withPostgres<T>(
  work: (client: pg.Client) => Promise<T>,
  applicationName?: string,
): Promise<T> {
  const client = new pg.Client({ connectionString: TEST_POSTGRES_URL, application_name: applicationName })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

/** The run this worker belongs to (postgres-schema-run.ts), unless it was started without Vitest's global setup. */
const schemaRun = process.env[SCHEMA_RUN_VARIABLE]

export async function createPostgresSchema(): Promise<string> {
  const prefix = schemaRun ? schemaRunPrefix(schemaRun) : 'test_'
  const schema = `${prefix}${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`
  await withPostgres((client) => client.query(`create schema "${schema}"`))
  return schema
}

/** The session that drops a test schema is named after it (`drop <schema>`). */
export async function dropPostgresSchema(schema: string): Promise<void> {
  await droppingAlone(
    (client) => client!.query(`drop schema if exists "${schema}" cascade`),
    `drop ${schema}`,
  )
}

/**
 * The schemas this worker's test apps are done with, put back as they were after the migrations, which the next
 * test app takes instead of migrating a new one (~0.5 s of DDL, 222 test apps a run) and dropping it after, whose
 * exclusive catalog lock held up the other workers (57 s of PostgreSQL's 106 s in statements, for four directories'
 * files). A few at most: every schema in the database lengthens the scans of the catalog. Only in a run that drops
 * what is left at its end (postgres-schema-run.ts).
 */
const POOLED_SCHEMAS_MAX = 2
const pooledSchemas: string[] = []
const migratedSchemas = new Map<string, MigratedSchema>()

/**
 * The worker's one connection for recording and resetting its schemas, kept open: a new session reads the catalog
 * from cold caches (the reset's first query took 170 ms in one, 15 ms in a used one). Idle, it lets the worker exit.
 */
let schemaKeeper: pg.Pool | undefined
const withSchemaKeeper = async <T>(work: (client: pg.ClientBase) => Promise<T>): Promise<T> => {
  schemaKeeper ??= new pg.Pool({
    connectionString: TEST_POSTGRES_URL,
    application_name: 'test schema keeper',
    max: 1,
    idleTimeoutMillis: 0,
    allowExitOnIdle: true,
  })
  const client = await schemaKeeper.connect()
  try {
    return await work(client)
  } finally {
    client.release()
  }
}

async function takePostgresSchema(): Promise<string> {
  const pooled = pooledSchemas.pop()
  if (pooled) return pooled
  const schema = await createPostgresSchema()
  if (!schemaRun) return schema
  // Migrated here rather than by the app's start (which then finds nothing to run), to record what it holds first.
  const db = createDatabase({ kind: 'postgres', url: TEST_POSTGRES_URL, schema })
  try {
    await whileNothingIsDropped(() => migrateToLatest(db, schema))
  } finally {
    await db.destroy()
  }
  migratedSchemas.set(schema, await withSchemaKeeper((client) => recordMigrated(client, schema)))
  return schema
}

async function giveBackPostgresSchema(schema: string): Promise<void> {
  if (pooledSchemas.includes(schema)) return
  const migrated = migratedSchemas.get(schema)
  const kept =
    migrated !== undefined &&
    pooledSchemas.length < POOLED_SCHEMAS_MAX &&
    (await withSchemaKeeper((client) => resetToMigrated(client, schema, migrated)))
  if (kept) {
    pooledSchemas.push(schema)
    return
  }
  migratedSchemas.delete(schema)
  await dropPostgresSchema(schema)
}
