import fs from 'node:fs'
import path from 'node:path'

import SQLite from 'better-sqlite3'
import { describe, expect, it } from 'vitest'

import { loadConfig } from '../../config.ts'
import { testDatabase } from '../../test/test-app.ts'
import { MP4_CLIP, multipartBody, titleFields } from '../videos/videos-test-support.ts'
import { BackupError, backupFolderName, parseBackupTarget } from './backup-target.ts'
import { takeBackup } from './take-backup.ts'
import {
  backupTestHarness,
  book,
  expectWholeBookings,
  runBackupScript,
  signIn,
} from './backup-test-support.ts'

const { tempDir, newPostgresDatabase, startApp, restore } = backupTestHarness()

const pgToolsInstalled = ['pg_dump', 'pg_restore'].every((tool) => fs.existsSync(`/usr/bin/${tool}`))
if (testDatabase === 'postgres' && !pgToolsInstalled) {
  if (process.env.CI === 'true') throw new Error('pg_dump and pg_restore are required under CI=true')
  console.warn(
    '\n!!! pg_dump or pg_restore is missing (postgresql-client): the PostgreSQL backup test is SKIPPED.\n',
  )
}

describe.runIf(testDatabase === 'sqlite' || pgToolsInstalled)(
  'npm run backup beside a running server',
  () => {
    it('copies the database as of one moment and the uploads; an app on the restored copy has the data', async () => {
      const dataDir = tempDir('live')
      const database = testDatabase === 'postgres' ? await newPostgresDatabase('live') : undefined
      const env: Record<string, string> = {
        DATA_DIR: dataDir,
        ...(database ? { DATABASE_URL: database.url } : {}),
      }
      const app = await startApp(env)
      // As on a busy server between two checkpoints, the newest commits live in app.db-wal alone: a plain
      // copy of app.db would miss them; a backup through SQLite must not. A reader holding the snapshot of this
      // moment keeps every later commit out of app.db (a checkpoint copies no frame a reader may still need).
      let reader: SQLite.Database | undefined
      if (!database) {
        reader = new SQLite(path.join(dataDir, 'app.db'), { readonly: true })
        reader.exec('begin')
        reader.prepare('select count(*) from bookings').get()
      }
      const cookie = await signIn(app)

      const { body, contentType } = await multipartBody([...titleFields(), { name: 'video', data: MP4_CLIP }])
      const upload = await app.inject({
        method: 'POST',
        url: '/api/videos/upload',
        headers: { cookie, 'content-type': contentType },
        payload: body,
      })
      expect(upload.statusCode, upload.body).toBe(201)
      const videoUrl = (upload.json() as { videoUrl: string }).videoUrl
      fs.writeFileSync(path.join(dataDir, 'uploads', '.incoming', 'still-arriving.part'), 'half a video')

      const before: number[] = []
      for (let n = 0; n < 40; n++) before.push((await book(app, n))!)
      expect(before.every(Number.isInteger)).toBe(true)

      // Bookings keep arriving for as long as the backup process runs.
      const during: number[] = []
      let backupRunning = true
      const writer = (async () => {
        for (let n = 1000; backupRunning; n++) {
          const id = await book(app, n)
          if (id) during.push(id)
        }
      })()
      const backup = await runBackupScript(env)
      backupRunning = false
      await writer
      reader?.exec('commit')
      reader?.close()
      expect(backup.code, backup.output).toBe(0)
      expect(during.length).toBeGreaterThan(0)

      const folder = backup.output.match(/Backup written to (.+) in /)?.[1] ?? ''
      expect(path.dirname(folder)).toBe(path.join(dataDir, 'backups'))
      expect(path.basename(folder)).toMatch(/^\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ$/)
      expect(backup.output).toContain('uploads:  1 file')
      expect(fs.readdirSync(path.join(folder, 'uploads'))).toEqual([path.basename(videoUrl)])

      const restoredApp = await startApp(await restore(folder, database !== undefined))
      const restoredCookie = await signIn(restoredApp)
      for (const [index, id] of before.entries()) {
        const found = await restoredApp.inject({
          method: 'GET',
          url: `/api/bookings/${id}`,
          headers: { cookie: restoredCookie },
        })
        expect(found.statusCode).toBe(200)
        expect(found.json()).toMatchObject({ id, customerEmail: `customer-${index}@example.com` })
      }
      await expectWholeBookings(restoredApp.db, before.length, before.length + during.length)

      const video = await restoredApp.inject({ method: 'GET', url: videoUrl })
      expect(video.statusCode).toBe(200)
      expect(video.rawPayload.equals(MP4_CLIP)).toBe(true)
    }, 60_000)
  },
)

describe('backup options and failures', () => {
  const dataDir = '/srv/knife/data'
  const uploadsDir = path.join(dataDir, 'uploads')
  const now = new Date('2025-06-01T09:30:00.123Z')

  it('writes to DATA_DIR/backups/<UTC timestamp> unless told --to', () => {
    expect(backupFolderName(now)).toBe('2025-06-01T09-30-00Z')
    expect(parseBackupTarget([], dataDir, uploadsDir, now)).toBe(
      '/srv/knife/data/backups/2025-06-01T09-30-00Z',
    )
    const to = path.join(tempDir('to'), 'nightly')
    expect(parseBackupTarget(['--to', to], dataDir, uploadsDir, now)).toBe(to)
  })

  it('refuses a folder inside the uploads, one that is not empty, and options it does not know', () => {
    const full = tempDir('full')
    fs.writeFileSync(path.join(full, 'app.db'), 'an older backup')
    const cases: Array<[string[], RegExp]> = [
      [['--to', path.join(uploadsDir, 'copy')], /--to: must not be inside the uploads folder/],
      [['--to', full], /--to: must be a new or empty folder/],
      [['--to', '  '], /--to: must name a folder/],
      [['--into', '/tmp/x'], /Unknown option '--into'[\s\S]*Usage: npm run backup/],
      [['nightly'], /Unexpected argument 'nightly'/],
    ]
    for (const [argv, message] of cases) {
      expect(() => parseBackupTarget(argv, dataDir, uploadsDir, now)).toThrow(BackupError)
      expect(() => parseBackupTarget(argv, dataDir, uploadsDir, now)).toThrow(message)
    }
    expect(fs.readFileSync(path.join(full, 'app.db'), 'utf8')).toBe('an older backup')
  })

  it('exits with 1 and the reason, leaving no folder, when there is no database to copy', async () => {
    const empty = tempDir('empty')
    const result = await runBackupScript({ DATA_DIR: empty })
    expect(result.code).toBe(1)
    expect(result.output).toContain(`There is no SQLite database at ${path.join(empty, 'app.db')}`)
    expect(fs.existsSync(path.join(empty, 'backups'))).toBe(false)
  }, 30_000)

  it('without pg_dump, gives the exact command to run elsewhere, never the password, and keeps nothing', async () => {
    const dataDir = tempDir('pg')
    const folder = path.join(dataDir, 'backups', 'now')
    const config = loadConfig({
      DATA_DIR: dataDir,
      DATABASE_URL: 'postgres://shop:hunter2-secret@db.internal:5432/knives',
    })
    const path_ = process.env.PATH
    process.env.PATH = tempDir('no-tools')
    try {
      const failure = await takeBackup(config, folder).catch((error: unknown) => error)
      expect(failure).toBeInstanceOf(BackupError)
      const message = (failure as Error).message
      expect(message).toContain(
        `pg_dump '--format=custom' '--file=${folder}/database.dump' '--dbname=postgres://shop@db.internal:5432/knives'`,
      )
      expect(message).not.toContain('hunter2')
    } finally {
      process.env.PATH = path_
    }
    expect(fs.existsSync(folder)).toBe(false)
  })
})
