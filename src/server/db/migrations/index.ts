import type { Migration, MigrationProvider } from 'kysely'

import * as initial from './0001-initial.ts'

/** Listed here rather than read from disk, so the same list runs from source (tsx, Vitest) and from dist. */
const migrations: Record<string, Migration> = {
  '0001-initial': initial,
}

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
}
