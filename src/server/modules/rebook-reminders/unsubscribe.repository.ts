import type { Db } from '../../db/database.ts'
import { newOrderToken } from '../booking-records/index.ts'

/**
 * The customer's unsubscribe secret, made the first time a message carries it (256 random bits, as an order link's)
 * and kept after: every reminder and review request to them carries the same link. Safe with several processes:
 * the first write wins and every caller reads it back.
 */
export async function unsubscribeTokenFor(db: Db, customerId: number): Promise<string> {
  const row = await db
    .updateTable('customers')
    .set((eb) => ({ unsubscribe_token: eb.fn.coalesce('unsubscribe_token', eb.val(newOrderToken())) }))
    .where('id', '=', customerId)
    .returning('unsubscribe_token')
    .executeTakeFirstOrThrow()
  return row.unsubscribe_token!
}

/**
 * The customer this unsubscribe link belongs to: whether they still receive reminders and review requests (not
 * unsubscribed) and whether they asked for reminders at all; undefined for an unknown link.
 */
export async function findUnsubscribingCustomer(db: Db, token: string) {
  const row = await db
    .selectFrom('customers')
    .select(['id', 'email', 'reminders_opt_in', 'unsubscribed_at'])
    .where('unsubscribe_token', '=', token)
    .executeTakeFirst()
  return (
    row && {
      id: row.id,
      email: row.email,
      subscribed: row.unsubscribed_at === null,
      remindersOptIn: row.reminders_opt_in === 1,
    }
  )
}

/**
 * Unsubscribes the link's customer: no more reminders (their opt-in taken back) nor review requests, from `now`
 * (an earlier unsubscribe keeps its time). Answers whether the link is known.
 */
export async function unsubscribeByToken(db: Db, token: string, now: number): Promise<boolean> {
  const result = await db
    .updateTable('customers')
    .set((eb) => ({ reminders_opt_in: 0, unsubscribed_at: eb.fn.coalesce('unsubscribed_at', eb.val(now)) }))
    .where('unsubscribe_token', '=', token)
    .executeTakeFirst()
  return result.numUpdatedRows > 0n
}
