/**
 * `npm run backup [-- --to <folder>]`: a consistent copy of the database and of the uploaded videos, taken while
 * the server runs, into DATA_DIR/backups/<timestamp>/ or the folder given. SQLite is copied with its online
 * backup API; PostgreSQL with pg_dump. docs/operations.md, "Backups", says how to restore.
 */
import { ConfigError, loadConfig } from '../config.ts'
import { BackupError, parseBackupTarget, takeBackup } from '../modules/backup/index.ts'
import { UploadStorage } from '../modules/videos/index.ts'

try {
  const config = loadConfig()
  const folder = parseBackupTarget(
    process.argv.slice(2),
    config.dataDir,
    new UploadStorage(config.dataDir).dir,
  )
  const startedAt = Date.now()
  const { databaseFile, databaseBytes, uploadedFiles } = await takeBackup(config, folder)
  const size =
    databaseBytes < 1024 * 1024
      ? `${Math.ceil(databaseBytes / 1024)} KB`
      : `${(databaseBytes / 1024 / 1024).toFixed(1)} MB`
  console.log(
    `Backup written to ${folder} in ${((Date.now() - startedAt) / 1000).toFixed(1)} s:\n` +
      `  database: ${databaseFile} (${size})\n  uploads:  ${uploadedFiles} file${uploadedFiles === 1 ? '' : 's'}`,
  )
} catch (error) {
  if (!(error instanceof BackupError || error instanceof ConfigError)) throw error
  console.error(error.message)
  process.exitCode = 1
}
