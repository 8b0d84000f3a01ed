/**
 * The public surface of modules/backup (docs/architecture.md, "Server modules"): what other modules,
 * app.ts, the scripts and other modules' tests may import. The rest of the folder is private to it.
 */
export { BackupError, parseBackupTarget } from './backup-target.ts'
export { takeBackup } from './take-backup.ts'
