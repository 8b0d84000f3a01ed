import type { FastifyBaseLogger } from 'fastify'

import type { Db } from '../db/database.ts'
import { deleteExpiredSessions, deleteStaleResetTokens } from './auth/index.ts'
import { deleteExpiredRateLimits } from './rate-limits/index.ts'

const HOUR_MS = 60 * 60 * 1000

/** Removes expired sessions, rate-limit windows and old reset links once an hour; returns the function that stops it. */
export function startHousekeeping(db: Db, log: FastifyBaseLogger): () => void {
  const timer = setInterval(() => {
    Promise.all([deleteExpiredSessions(db), deleteExpiredRateLimits(db), deleteStaleResetTokens(db)]).catch(
      (error: unknown) => log.warn({ err: error }, 'housekeeping failed'),
    )
  }, HOUR_MS)
  timer.unref()
  return () => clearInterval(timer)
}
