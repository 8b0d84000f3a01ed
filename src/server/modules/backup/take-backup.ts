import fs from 'node:fs'
import path from 'node:path'

import type { Config } from '../../config.ts'
import { makePrivateDirSync, makePrivateFile } from '../../private-files.ts'
import { copyUploads } from './copy-uploads.ts'
import { dumpPostgres } from './postgres-dump.ts'
import { backupSqliteDatabase, requireSqliteDatabase } from './sqlite-backup.ts'

export interface BackupSummary {
  folder: string
  /** The database's copy inside the folder: app.db (SQLite) or database.dump (pg_dump's custom format). */
  databaseFile: string
  databaseBytes: number
  uploadedFiles: number
}

/**
 * Writes the database and then the uploaded files into `folder` (new or empty), while the server runs. The
 * database goes first: a video added during the backup then only adds a file no row names, which is harmless.
 * A backup that fails part-way is removed, so a folder that is there is a whole backup.
 */
export async function takeBackup(config: Config, folder: string): Promise<BackupSummary> {
  if (config.database.kind === 'sqlite') requireSqliteDatabase(config.database.file)
  const existed = fs.existsSync(folder)
  makePrivateDirSync(folder)
  try {
    const { database } = config
    const databaseFile = path.join(folder, database.kind === 'sqlite' ? 'app.db' : 'database.dump')
    if (database.kind === 'sqlite') await backupSqliteDatabase(database.file, databaseFile)
    else await dumpPostgres(database.url, databaseFile)
    await makePrivateFile(databaseFile)
    const uploadedFiles = await copyUploads(config.dataDir, path.join(folder, 'uploads'))
    return { folder, databaseFile, databaseBytes: fs.statSync(databaseFile).size, uploadedFiles }
  } catch (error) {
    if (existed) {
      for (const entry of fs.readdirSync(folder))
        fs.rmSync(path.join(folder, entry), { recursive: true, force: true })
    } else {
      fs.rmSync(folder, { recursive: true, force: true })
    }
    throw error
  }
}
