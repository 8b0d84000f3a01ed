import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'

import { z } from 'zod'

export const BACKUP_USAGE = 'Usage: npm run backup [-- --to <new or empty folder>]'

/** Anything the person running the backup can fix; the script prints the message alone and exits with 1. */
export class BackupError extends Error {
  override name = 'BackupError'
}

/** `2025-06-01T09-30-00Z`: the instant in UTC, sorting by time, a valid folder name on every system. */
export const backupFolderName = (now: Date) =>
  now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-')

const isInside = (child: string, parent: string) => {
  const relative = path.relative(parent, child)
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative))
}

const isNewOrEmptyFolder = (folder: string) => {
  if (!fs.existsSync(folder)) return true
  try {
    return fs.readdirSync(folder).length === 0
  } catch {
    return false // a file, or a folder we may not read
  }
}

/**
 * Where a backup goes: `--to <folder>` (new or empty), or a new DATA_DIR/backups/<timestamp>. Never inside the
 * uploads folder, which the backup copies into it.
 */
export const backupTargetSchema = (dataDir: string, uploadsDir: string, now: Date) =>
  z
    .object({ to: z.string().trim().min(1, 'must name a folder').optional() })
    .strict()
    .transform(({ to }) => path.resolve(to ?? path.join(dataDir, 'backups', backupFolderName(now))))
    .refine((folder) => !isInside(folder, uploadsDir), {
      message: `must not be inside the uploads folder ${uploadsDir}`,
    })
    .refine(isNewOrEmptyFolder, {
      message: 'must be a new or empty folder: a backup never overwrites another',
    })

/** The backup folder from the command line's options, checked; a BackupError says what is wrong. */
export function parseBackupTarget(argv: string[], dataDir: string, uploadsDir: string, now = new Date()) {
  let values: unknown
  try {
    ;({ values } = parseArgs({ args: argv, options: { to: { type: 'string' } }, strict: true }))
  } catch (error) {
    throw new BackupError(`${error instanceof Error ? error.message : String(error)}\n${BACKUP_USAGE}`)
  }
  const parsed = backupTargetSchema(dataDir, uploadsDir, now).safeParse(values)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  --to: ${issue.message}`)
    throw new BackupError(`Invalid backup options:\n${lines.join('\n')}\n${BACKUP_USAGE}`)
  }
  return parsed.data
}
