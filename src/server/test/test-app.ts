import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify'
import pg from 'pg'

import { buildApp } from '../app.ts'
import { loadConfig, type Config } from '../config.ts'

export const TEST_ADMIN = { username: 'admin', password: 'correct horse battery staple' }

/** Which database this Vitest project runs the API tests against (see vitest.config.ts). */
export const testDatabase = process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'sqlite'
export const TEST_POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test'

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
  /** Runs before the app is ready: the place to add test-only routes. */
  beforeReady?: (app: FastifyInstance) => void | Promise<void>
  /** Log to this stream (at LOG_LEVEL, set it in env) instead of not at all. */
  logStream?: NodeJS.WritableStream
}

/** A fresh app on a fresh database (a temporary SQLite file, or a PostgreSQL schema of its own). */
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
  const schema = testDatabase === 'postgres' ? await createPostgresSchema() : undefined
  const config: Config = {
    ...base,
    clientDir: options.clientDir,
    database: schema ? { kind: 'postgres', url: TEST_POSTGRES_URL, schema } : base.database,
  }

  const app = await whileSchemasVanish(schema, () =>
    buildApp(config, { logger: options.logStream !== undefined, logStream: options.logStream }),
  )
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
      if (schema) await dropPostgresSchema(schema)
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/**
 * Kysely's introspection, which its migrator runs, looks up every schema of the database by name: a test file that
 * drops its schema at that moment fails another file's migration with 'schema "test_…" does not exist'. Only the
 * tests create and drop schemas while others migrate, so they try again when it was another file's schema.
 */
export async function whileSchemasVanish<T>(
  ownSchema: string | undefined,
  work: () => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work()
    } catch (error) {
      const vanished = /schema "(test_[^"]+)" does not exist/.exec(String(error))
      if (!vanished || vanished[1] === ownSchema || attempt === 3) throw error
    }
  }
}

async function withPostgres<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: TEST_POSTGRES_URL })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

async function createPostgresSchema(): Promise<string> {
  const schema = `test_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`
  await withPostgres((client) => client.query(`create schema "${schema}"`))
  return schema
}

async function dropPostgresSchema(schema: string): Promise<void> {
  await withPostgres((client) => client.query(`drop schema if exists "${schema}" cascade`))
}
