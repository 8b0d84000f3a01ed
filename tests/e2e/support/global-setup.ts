import fs from 'node:fs'

import { E2E_DATA_DIR } from './environment.ts'

/** Runs before the web server starts: a fresh data directory means a fresh SQLite database every run. */
export default function globalSetup() {
  fs.rmSync(E2E_DATA_DIR, { recursive: true, force: true })
  fs.mkdirSync(E2E_DATA_DIR, { recursive: true })
}
