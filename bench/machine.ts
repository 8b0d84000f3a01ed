import os from 'node:os'

import SQLite from 'better-sqlite3'
import pg from 'pg'

import { maintenanceUrl } from './bench-config.ts'
import { hasTaskset } from './server-process.ts'

export interface Machine {
  cpu: string
  cores: number
  memoryGiB: number
  node: string
  sqlite: string
  postgres: string
  /** 1, 5 and 15 minutes, when the run began: other work on the machine skews the figures. */
  loadAverage: number[]
  pinned: boolean
}

async function postgresVersion(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: maintenanceUrl(url) })
  await client.connect()
  try {
    const { rows } = await client.query<{ server_version: string }>('show server_version')
    return rows[0]?.server_version ?? 'unknown'
  } finally {
    await client.end()
  }
}

export async function describeMachine(postgresUrl: string): Promise<Machine> {
  const memory = new SQLite(':memory:')
  const sqlite = memory.prepare('select sqlite_version() as v').pluck().get() as string
  memory.close()
  return {
    cpu: os.cpus()[0]?.model ?? 'unknown',
    // All of the machine's, not the one this process is pinned to.
    cores: os.cpus().length,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    sqlite,
    postgres: await postgresVersion(postgresUrl),
    loadAverage: os.loadavg().map((load) => Math.round(load * 100) / 100),
    pinned: hasTaskset,
  }
}
