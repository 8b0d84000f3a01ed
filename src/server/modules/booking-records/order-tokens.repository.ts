import { randomBytes } from 'node:crypto'

import type { Db } from '../../db/database.ts'
import { preparedStatement } from '../../db/prepared-statement.ts'

/** 256 random bits as 43 base64url characters: URL-safe, unguessable, and short enough for a QR code. */
export function newOrderToken(): string {
  return randomBytes(32).toString('base64url')
}

/** Built once (prepared-statement.ts): every new booking runs it. */
const runIssueOrderToken = preparedStatement(
  (db, issued: { booking_id: number; token: string; created_at: number }) =>
    db
      .insertInto('order_access_tokens')
      .values(issued)
      .onConflict((conflict) =>
        conflict.column('booking_id').doUpdateSet({ token: issued.token, created_at: issued.created_at }),
      ),
)

/**
 * Gives the booking a new token, replacing any it had: created with the booking, and again on "Reset link",
 * after which the old one finds nothing. Returns the new token.
 */
export async function issueOrderToken(db: Db, bookingId: number, now: number): Promise<string> {
  const token = newOrderToken()
  await runIssueOrderToken(db, { booking_id: bookingId, token, created_at: now })
  return token
}

/** The booking this token opens, through the token's unique index. */
export async function findBookingIdByToken(db: Db, token: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('order_access_tokens')
    .select('booking_id')
    .where('token', '=', token)
    .executeTakeFirst()
  return row?.booking_id
}

/** The booking's current token, if it has one (bookings written straight into the database may not). */
export async function findOrderToken(db: Db, bookingId: number): Promise<string | undefined> {
  const row = await db
    .selectFrom('order_access_tokens')
    .select('token')
    .where('booking_id', '=', bookingId)
    .executeTakeFirst()
  return row?.token
}
