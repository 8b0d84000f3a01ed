import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { takeBackup } from './modules/backup/index.ts'
import { MP4_CLIP, postUpload, titleFields } from './modules/videos/videos-test-support.ts'
import type { Config } from './config.ts'
import { createPostgresDatabase, type PostgresDatabase } from './test/postgres-database.ts'
import { createTestApp, testDatabase, type TestApp } from './test/test-app.ts'

const modeOf = (file: string) => fs.statSync(file).mode & 0o777

/** Every folder and file under `root`, the root included. */
function everythingUnder(root: string): string[] {
  return [
    root,
    ...(fs.readdirSync(root, { recursive: true }) as string[]).map((name) => path.join(root, name)),
  ]
}

describe('private files, whatever the umask', () => {
  let previousUmask: number
  let t: TestApp
  let root: string
  /** PostgreSQL: a database of the test's own to dump (pg_dump of the shared one races other files' schemas). */
  let database: PostgresDatabase | undefined
  beforeAll(async () => {
    // The most permissive umask there is: every mode below is the server's own doing.
    previousUmask = process.umask(0)
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'knife-modes-'))
    // A data folder that is not there yet, so the app makes it (a test's own would already be 0700).
    t = await createTestApp({ env: { DATA_DIR: path.join(root, 'data') } })
  })
  afterAll(async () => {
    await t.close()
    await database?.drop()
    fs.rmSync(root, { recursive: true, force: true })
    process.umask(previousUmask)
  })

  it('creates the database, uploads, outbox and backups 0600 in folders 0700', async () => {
    const cookie = await t.login()
    expect(
      (
        await postUpload(t, cookie, [
          ...titleFields(),
          { name: 'video', filename: 'clip.mp4', type: 'video/mp4', data: MP4_CLIP },
        ])
      ).statusCode,
    ).toBe(201)
    await t.app.mailer.send({
      from: 'hello@sharpedge.example',
      to: { name: 'Jane', address: 'jane@example.com' },
      subject: 'Modes',
      text: 'A private message.',
      html: '<p>A private message.</p>',
    })
    database = testDatabase === 'postgres' ? await createPostgresDatabase('modes') : undefined
    const config: Config = database
      ? { ...t.config, database: { kind: 'postgres', url: database.url } }
      : t.config
    const backup = await takeBackup(config, path.join(root, 'nested', 'backup'))

    const dataDir = t.config.dataDir
    expect(dataDir).toBe(path.join(root, 'data'))
    const checked = [
      dataDir,
      ...everythingUnder(path.join(dataDir, 'uploads')),
      ...everythingUnder(path.join(dataDir, 'outbox')),
      ...everythingUnder(backup.folder),
    ]
    if (testDatabase === 'sqlite') {
      checked.push(...['app.db', 'app.db-wal', 'app.db-shm'].map((name) => path.join(dataDir, name)))
    }
    // Something of each kind was made, or the test would prove nothing.
    expect(checked.filter((file) => file.endsWith('.mp4')).length).toBe(2)
    expect(checked.filter((file) => file.endsWith('.eml')).length).toBe(1)
    expect(checked).toContain(backup.databaseFile)

    const modes = Object.fromEntries(checked.map((file) => [file, modeOf(file).toString(8)]))
    const expected = Object.fromEntries(
      checked.map((file) => [file, fs.statSync(file).isDirectory() ? '700' : '600']),
    )
    expect(modes).toEqual(expected)
  })
})
