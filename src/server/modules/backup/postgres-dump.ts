import { spawn } from 'node:child_process'

import { BackupError } from './backup-target.ts'

export interface PgDumpCommand {
  args: string[]
  /** The password travels in the environment, never on a command line others can list. */
  env: { PGPASSWORD?: string }
  /** The command as a person would type it, without the password. */
  shown: string
}

const shellQuote = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`

/** pg_dump's custom format: compressed, and pg_restore can restore all of it or pick tables. */
export function pgDumpCommand(databaseUrl: string, file: string): PgDumpCommand {
  const url = new URL(databaseUrl)
  const password = decodeURIComponent(url.password)
  url.password = ''
  const args = ['--format=custom', `--file=${file}`, `--dbname=${url.toString()}`]
  return {
    args,
    env: password ? { PGPASSWORD: password } : {},
    shown: `pg_dump ${args.map(shellQuote).join(' ')}`,
  }
}

/**
 * Runs pg_dump, a consistent snapshot of the database taken while the servers go on working. pg_dump must be
 * the server's major version or newer (it says so itself when not); when it is not installed, the error gives
 * the exact command to run where it is.
 */
export async function dumpPostgres(databaseUrl: string, file: string): Promise<void> {
  const command = pgDumpCommand(databaseUrl, file)
  const child = spawn('pg_dump', command.args, {
    env: { ...process.env, ...command.env },
    stdio: ['ignore', 'inherit', 'pipe'],
  })
  let errors = ''
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()))
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject)
    child.on('close', resolve)
  }).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    throw new BackupError(
      'pg_dump is not installed here (Debian: apt-get install postgresql-client). Run this where it is,' +
        ` with PGPASSWORD set if the database needs one:\n  ${command.shown}`,
    )
  })
  if (code !== 0) throw new BackupError(`pg_dump failed (exit code ${String(code)}):\n${errors.trim()}`)
}
