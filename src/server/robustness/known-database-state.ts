import type { DatabaseSnapshot } from './database-snapshot.ts'

/** A snapshot of the database and its fingerprint when it was taken: it stands while the fingerprint is the same. */
export interface KnownState {
  print: string
  snapshot: DatabaseSnapshot
}

/**
 * The database as it is now: the last snapshot while the fingerprint says nothing was written since (most refused
 * requests write nothing), else a new one. A snapshot of every table after each of thousands of requests was
 * most of the fuzz test's time. Counts the snapshots taken and fingerprints read, with the time each took.
 */
export function knownDatabaseState(
  snapshot: () => Promise<DatabaseSnapshot>,
  fingerprint: () => Promise<string>,
) {
  let known: KnownState | undefined
  const reads = { snapshot: { count: 0, ms: 0 }, fingerprint: { count: 0, ms: 0 } }
  async function measured<T>(kind: keyof typeof reads, read: () => Promise<T>): Promise<T> {
    const started = performance.now()
    try {
      return await read()
    } finally {
      reads[kind].count += 1
      reads[kind].ms += performance.now() - started
    }
  }
  async function current(): Promise<KnownState> {
    for (;;) {
      const print = await measured('fingerprint', fingerprint)
      if (known?.print === print) return known
      const taken = await measured('snapshot', snapshot)
      // Something wrote while the snapshot was read (the mail sender): read both again.
      if ((await measured('fingerprint', fingerprint)) === print) return (known = { print, snapshot: taken })
    }
  }
  return { current, reads }
}
