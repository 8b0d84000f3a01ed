import fs from 'node:fs'
import path from 'node:path'

import SQLite from 'better-sqlite3'

import { tmpDir } from './bench-config.ts'

/**
 * What one durable commit costs on this disk: SQLite in WAL mode with synchronous=FULL, as the server opens it,
 * committing one small row at a time. Each commit waits for the disk to confirm the write (fsync), so this is
 * the ceiling for commits one after another, whatever the app does around them.
 */
export function measureCommitMs(commits = 2000): number {
  const file = path.join(tmpDir, 'commit-cost.db')
  const remove = () => ['', '-wal', '-shm'].forEach((suffix) => fs.rmSync(file + suffix, { force: true }))
  remove()
  fs.mkdirSync(tmpDir, { recursive: true })
  const db = new SQLite(file)
  try {
    db.pragma('journal_mode = WAL')
    db.pragma('synchronous = FULL')
    db.exec('create table t (id integer primary key, payload text)')
    const insert = db.prepare('insert into t (payload) values (?)')
    const commit = db.transaction((payload: string) => insert.run(payload))
    const started = performance.now()
    for (let i = 0; i < commits; i++) commit('x'.repeat(500))
    return (performance.now() - started) / commits
  } finally {
    db.close()
    remove()
  }
}
