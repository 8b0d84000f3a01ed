import fs from 'node:fs'

/**
 * The database, uploads, outbox and backups hold customers' addresses and messages: only the server's own user
 * may read them. Modes are set explicitly after creating, so a permissive umask (0, 002) cannot widen them.
 */
export const PRIVATE_DIR_MODE = 0o700
export const PRIVATE_FILE_MODE = 0o600

export function makePrivateDirSync(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE })
  fs.chmodSync(dir, PRIVATE_DIR_MODE)
}

export async function makePrivateDir(dir: string): Promise<void> {
  await fs.promises.mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE })
  await fs.promises.chmod(dir, PRIVATE_DIR_MODE)
}

/** Narrows a file the server has just written (or a library wrote for it) to its own user. */
export async function makePrivateFile(file: string): Promise<void> {
  await fs.promises.chmod(file, PRIVATE_FILE_MODE)
}

/** Creates `file` empty and private unless it is there, then narrows it: SQLite gives its -wal and -shm the same mode. */
export function ensurePrivateFileSync(file: string): void {
  fs.closeSync(fs.openSync(file, 'a', PRIVATE_FILE_MODE))
  fs.chmodSync(file, PRIVATE_FILE_MODE)
}
