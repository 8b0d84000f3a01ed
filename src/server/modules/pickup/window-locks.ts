/** The pickup windows' lock rows, which count each window's places and hold it to its capacity. */
import type { Transaction } from 'kysely'

import type { Db } from '../../db/database.ts'
import { preparedStatement } from '../../db/prepared-statement.ts'
import type { Database } from '../../db/schema.ts'
import { CAPACITY_CHECK } from '../../db/migrations/0028-pickup-capacity-check.ts'

/** Bookings holding a place in each window starting in [from, to): every one not cancelled (migration 0022). */
export async function countTakenBySlot(db: Db, from: number, to: number): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('pickup_slot_locks')
    .select(['slot_start', 'taken'])
    .where('slot_start', '>=', from)
    .where('slot_start', '<', to)
    .where('taken', '>', 0)
    .execute()
  return new Map(rows.map((row) => [Number(row.slot_start), Number(row.taken)]))
}

/**
 * The window to lock, and the capacity its places are then held to (the check of migration 0028, on every write
 * of its count in the transaction): the window's capacity when a place is taken in it, null for none (the owner's
 * deliberate override), absent to leave the row's as it is (a window the booking leaves, or keeps).
 */
export interface WindowLockValues {
  slot_start: number
  capacity?: number | null
}

/**
 * Holds the window's row until the transaction ends, and answers the places taken in it (kept by triggers on the
 * bookings: migration 0022). On PostgreSQL a second booking for the same window waits here until the first
 * commits, and the conflict's update then returns the row as the first left it, whatever the statement's
 * snapshot. The answer lets a full window be refused early with a sentence; the database refuses the place
 * beyond the capacity anyway, when the booking's write counts it (migration 0028), whatever runs beside it in the
 * same transaction (the group commit's pieces) or in another. Every booking with a time takes this lock before
 * touching its customer, so the locks are always taken in the same order and cannot deadlock.
 */
export async function lockWindow(trx: Transaction<Database>, lock: WindowLockValues): Promise<number> {
  const [row] = await runWindowLock(trx, lock)
  return Number(row!.taken)
}

/** lockWindow's statement: a new booking runs it inside its first statement on PostgreSQL. */
export const windowLock = (db: Db, lock: WindowLockValues) =>
  db
    .insertInto('pickup_slot_locks')
    .values(lock)
    .onConflict((conflict) =>
      conflict
        .column('slot_start')
        .doUpdateSet(
          lock.capacity === undefined
            ? { slot_start: (eb) => eb.ref('excluded.slot_start') }
            : { capacity: (eb) => eb.ref('excluded.capacity') },
        ),
    )
    .returning('taken')

/** Built once (prepared-statement.ts): every booking with a pickup time takes the lock. */
const runWindowLock = preparedStatement(windowLock)

/** The database's refusal of a place beyond a window's capacity (migration 0028's check), on either database. */
export function isCapacityRefusal(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false
  const { code, constraint, message } = error as { code?: unknown; constraint?: unknown; message?: unknown }
  if (code === '23514') return constraint === CAPACITY_CHECK
  return code === 'SQLITE_CONSTRAINT_CHECK' && typeof message === 'string' && message.endsWith(CAPACITY_CHECK)
}

/**
 * Locks the window a booking enters (held to `capacity`), answering its places taken, and the one it leaves, if
 * any, the earlier start first. The booking's update then gives back its place in the old window (the trigger of
 * migration 0022) on a row this transaction holds already, so two moves crossing each other's windows wait for
 * each other instead of deadlocking.
 */
export async function lockWindows(
  trx: Transaction<Database>,
  entering: WindowLockValues,
  leaving?: number | null,
): Promise<number> {
  if (leaving === undefined || leaving === null || leaving === entering.slot_start)
    return lockWindow(trx, entering)
  if (leaving < entering.slot_start) await lockWindow(trx, { slot_start: leaving })
  const taken = await lockWindow(trx, entering)
  if (leaving > entering.slot_start) await lockWindow(trx, { slot_start: leaving })
  return taken
}
