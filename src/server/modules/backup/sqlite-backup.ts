import fs from 'node:fs'

import SQLite from 'better-sqlite3'

import { BackupError } from './backup-target.ts'

/** Pages per backup step: more than any database has, so the whole copy is one step. */
const ALL_PAGES = 0x7fffffff

export function requireSqliteDatabase(file: string): void {
  if (!fs.existsSync(file)) throw new BackupError(`There is no SQLite database at ${file}: check DATA_DIR.`)
}

/**
 * Copies the live SQLite database to `target` with SQLite's online backup API, while the server goes on
 * writing. All pages are copied in one step, inside one read transaction: the copy is the database as of one
 * commit, and (WAL) the server's writers never wait for it. Copied in small steps instead, every commit the
 * server made in between would restart the copy, which under steady bookings might never finish.
 * The copy is then checked (`pragma integrity_check`) and left as one self-contained file (no -wal).
 */
export async function backupSqliteDatabase(source: string, target: string): Promise<void> {
  requireSqliteDatabase(source)
  const live = new SQLite(source, { readonly: true, fileMustExist: true })
  try {
    await live.backup(target, { progress: () => ALL_PAGES })
  } finally {
    live.close()
  }

  const copy = new SQLite(target)
  try {
    const integrity = copy.pragma('integrity_check', { simple: true })
    if (integrity !== 'ok')
      throw new BackupError(`The copy at ${target} failed its integrity check: ${String(integrity)}`)
    copy.pragma('journal_mode = DELETE')
  } finally {
    copy.close()
  }
}
