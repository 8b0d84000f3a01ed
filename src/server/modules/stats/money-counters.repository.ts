import { centsToDecimal } from '../../../shared/format.ts'
import { PAYMENT_METHODS, PaymentMethod } from '../../../shared/payment.schema.ts'
import type { Stats } from '../../../shared/stats.schema.ts'
import type { Db } from '../../db/database.ts'
import { counterSums, type CounterFamily } from './booking-counters.repository.ts'
import { splitIntoCounters } from './counter-ranges.ts'
import type { LocalWeek } from '../../../shared/calendar.ts'

/**
 * The money Reports count (issue 42 point 6, docs/decisions.md "Stats"), read from the counters the database keeps
 * beside the payments and the orders (migration 0037): a few rows whatever the number of payments.
 */
export const PAYMENT_COUNTERS: CounterFamily = {
  tables: { payment_stats_days: 'days', payment_stats_quarters: 'quarters' },
  key: 'method',
  summed: ['amount_cents'],
}

export type MoneyFigures = Pick<
  Stats,
  'collected' | 'tips' | 'outstanding' | 'collectedByMethod' | 'collectedByWeek'
>

/** Per method, every payment not voided: its amount and its tip. A method this server does not know is other. */
async function collectedAllTime(db: Db) {
  const rows = await db
    .selectFrom('payment_stats_all_time')
    .select(['method', 'amount_cents', 'tip_cents'])
    .execute()
  const byMethod = new Map(PAYMENT_METHODS.map((method) => [method, 0]))
  let tips = 0
  for (const row of rows) {
    const method = PaymentMethod.safeParse(row.method).data ?? 'other'
    byMethod.set(method, byMethod.get(method)! + Number(row.amount_cents))
    tips += Number(row.tip_cents)
  }
  return { byMethod, tips }
}

/** The amounts received in each range (tips aside), from the counters; an edge off the quarter hour from the rows. */
async function collectedIn(db: Db, ranges: readonly LocalWeek[]): Promise<number[]> {
  const pieces = ranges.map(splitIntoCounters)
  const [counted, ...leftOver] = await Promise.all([
    counterSums<{ amount_cents: number | string | null }>(db, pieces, PAYMENT_COUNTERS),
    ...pieces.map((piece) =>
      Promise.all(
        piece.bookings.map((range) =>
          db
            .selectFrom('payments')
            .select((eb) => eb.fn.sum<number | string | null>('amount_cents').as('amount_cents'))
            .where('voided_at', 'is', null)
            .where('received_at', '>=', range.from)
            .where('received_at', '<', range.to)
            .executeTakeFirstOrThrow(),
        ),
      ),
    ),
  ])
  const sums = leftOver.map((rows) => rows.reduce((sum, row) => sum + Number(row.amount_cents), 0))
  for (const row of counted) sums[Number(row.range_index)]! += Number(row.amount_cents)
  return sums
}

/** What the orders not cancelled still owe: their balances due above zero (an overpaid order's credit aside). */
async function outstandingCents(db: Db): Promise<number> {
  const row = await db
    .selectFrom('booking_balance_stats')
    .select((eb) => eb.fn.sum<number | string | null>('balance_cents').as('balance_cents'))
    .where('status', '<>', 'cancelled')
    .executeTakeFirstOrThrow()
  return Number(row.balance_cents)
}

/** Collected, tips and outstanding as of now, and what was collected in each of `weeks`. */
export async function moneyFigures(db: Db, weeks: readonly LocalWeek[]): Promise<MoneyFigures> {
  const [{ byMethod, tips }, perWeek, outstanding] = await Promise.all([
    collectedAllTime(db),
    collectedIn(db, weeks),
    outstandingCents(db),
  ])
  const collected = [...byMethod.values()].reduce((sum, cents) => sum + cents, 0)
  return {
    collected: centsToDecimal(collected),
    tips: centsToDecimal(tips),
    outstanding: centsToDecimal(outstanding),
    collectedByMethod: [...byMethod].map(([method, cents]) => ({ method, amount: centsToDecimal(cents) })),
    collectedByWeek: weeks.map((week, index) => ({
      weekStart: week.weekStart,
      amount: centsToDecimal(perWeek[index] ?? 0),
    })),
  }
}
