import { sql, type Insertable, type Transaction } from 'kysely'

import type { CreateBookingInput } from '../../../shared/booking.schema.ts'
import type { CreatedBooking } from '../../../shared/order-page.schema.ts'
import { preparedStatement } from '../../db/prepared-statement.ts'
import {
  BOOKING_COLUMNS,
  type BookingRow,
  type Database,
  type MailOutboxTable,
  type NewBookingRow,
} from '../../db/schema.ts'
import { newBookingAlert, noPickupTime, queueOwnerAlert, recordAttention } from '../attention/index.ts'
import { chosenWindow, type PickupColumns, placeIn, type WindowOccurrence } from '../pickup/index.ts'
import {
  enforceRateLimit,
  isUnlimited,
  type RateLimitCheck,
  rateLimitVerdict,
  refuseBeyondLimit,
} from '../rate-limits/index.ts'
import { letOthersSend } from '../../db/group-commit.ts'
import { recordReminderChoice } from '../customers/index.ts'
import { customerContactOf } from './booking-columns.ts'
import { writeBeforeBooking } from './booking-first-writes.ts'
import { bookingRulesOfGroup } from './booking-rules.ts'
import { newBookingRow, type NewBookingContext } from './new-booking-row.ts'
import {
  insertBooking,
  insertBookingEvent,
  issueOrderToken,
  newOrderToken,
  toBooking,
} from '../booking-records/index.ts'
import { enqueueMail, type MailToQueue, outboxInsert, outboxRow } from '../outgoing-mail/index.ts'

/** What a new booking also writes: its client's rate limit, and the e-mail it queues (its confirmation). */
export interface NewBookingWrites {
  /** Counted against, when one applies; refused beyond it. */
  limit?: RateLimitCheck
  /** The e-mail to queue with the booking, composed from it as stored. */
  mail?: (booking: CreatedBooking) => MailToQueue
}

/**
 * Stores a new booking: its customer (created when new, never rewritten), the booking, its `created` event, the
 * secret of its order page and its `mail`, after counting it against its client's rate limit (`limit`, when one
 * applies) and taking its place in its pickup window. It takes a transaction, never the database, so that all are
 * written together or not at all. A booking beyond the limit is refused first, then one whose pickup time cannot
 * be booked, then one whose window is full.
 */
export async function createBooking(
  trx: Transaction<Database>,
  input: CreateBookingInput,
  context: NewBookingContext,
  { limit, mail }: NewBookingWrites = {},
): Promise<CreatedBooking> {
  const counted = limit && !isUnlimited(limit.rule) ? limit : undefined
  const { pickup: rules, business } = await bookingRulesOfGroup(trx)
  let window: WindowOccurrence | null
  try {
    window = chosenWindow(input.pickupSlotStart, context, rules)
  } catch (unbookable) {
    if (counted) await enforceRateLimit(trx, counted.key, counted.rule, counted.message)
    throw unbookable
  }
  const written = await writeBeforeBooking(trx, {
    limit: counted,
    window,
    contact: customerContactOf(input),
    now: context.now,
  })
  if (counted && written.hits)
    refuseBeyondLimit(rateLimitVerdict(written.hits, counted.rule, context.now), counted.message)
  await recordReminderChoice(trx, written.customerId, input.rebookReminder)
  const row = { ...newBookingRow(input, written.customerId, context), ...placeIn(window, written.taken) }
  const booking = await insertBookingWrites(trx, row, written.bookingId, mail)
  // With no pickup windows no time is asked: the owner arranges one, and is reminded to (issue 41).
  if (!window) await recordAttention(trx, noPickupTime(booking, context.now))
  if (business.notifications.newBooking)
    await queueOwnerAlert(trx, newBookingAlert(booking), context.now, business)
  return booking
}

/** The booking with everything it writes (its event, order page secret and e-mail), one way per database. */
async function insertBookingWrites(
  trx: Transaction<Database>,
  row: ReturnType<typeof newBookingRow> & PickupColumns,
  drawnId: number | undefined,
  mail: NewBookingWrites['mail'],
): Promise<CreatedBooking> {
  if (drawnId === undefined) {
    const booking = await insertNewBooking(trx, row)
    if (mail) await enqueueMail(trx, mail(booking))
    return booking
  }
  // The booking's statement, with its e-mail, is the group's longest to build (group-commit.ts).
  await letOthersSend()
  return insertNewBookingAt(
    trx,
    {
      ...row,
      id: drawnId,
      archived: 0,
      picked_up_at: null,
      final_price_cents: null,
      amount_paid_cents: 0,
      return_start: null,
      return_end: null,
      failed_mail_id: null,
      failed_mail_kind: null,
    },
    mail,
  )
}

/** The booking, its `created` event and the secret of its order page, one statement after another (SQLite). */
async function insertNewBooking(trx: Transaction<Database>, row: NewBookingRow): Promise<CreatedBooking> {
  const booking = await insertBooking(trx, row)
  await insertBookingEvent(trx, {
    booking_id: booking.id,
    at: row.created_at,
    kind: 'created',
    from_status: null,
    to_status: booking.status,
    notes: null,
  })
  return { ...booking, accessToken: await issueOrderToken(trx, booking.id, row.created_at) }
}

/**
 * PostgreSQL: the booking under the id drawn for it (writeBeforeBooking), its `created` event, the secret of its
 * order page and its e-mail, in one statement: a booking's statements go one round trip after another, and a round
 * trip costs more than these inserts. The e-mail is composed before the statement from the row as it will be
 * stored (nothing of it is left to the database's defaults: `row` is a whole BookingRow). The statement names the
 * booking's columns rather than `*`, so that it stays prepared (database.ts, withNamedWrites).
 */
async function insertNewBookingAt(
  trx: Transaction<Database>,
  row: BookingRow,
  mail: NewBookingWrites['mail'],
): Promise<CreatedBooking> {
  const accessToken = newOrderToken()
  const queued = mail?.({ ...toBooking(row), accessToken })
  const [stored] = await runNewBookingAt(trx, {
    booking: row,
    token: accessToken,
    mail: queued && outboxRow(queued),
  })
  return { ...toBooking(stored!), accessToken }
}

interface NewBookingAt {
  booking: BookingRow
  /** The secret of its order page. */
  token: string
  mail: Insertable<MailOutboxTable> | undefined
}

/** insertNewBookingAt's statement, built once (prepared-statement.ts). */
const runNewBookingAt = preparedStatement((db, { booking, token, mail }: NewBookingAt) => {
  const writes = db
    .with('booking', (db) => db.insertInto('bookings').values(booking).returning(BOOKING_COLUMNS))
    .with('created', (db) =>
      db
        .insertInto('booking_events')
        .columns(['booking_id', 'at', 'kind', 'from_status', 'to_status', 'notes'])
        .expression((eb) =>
          eb
            .selectFrom('booking')
            .select([
              'id',
              'created_at',
              sql.lit('created').as('kind'),
              sql<null>`null`.as('from_status'),
              'status',
              sql<null>`null`.as('notes'),
            ]),
        ),
    )
    .with('secret', (db) =>
      db
        .insertInto('order_access_tokens')
        .columns(['booking_id', 'token', 'created_at'])
        .expression((eb) =>
          eb.selectFrom('booking').select(['id', sql.val(token).as('token'), 'created_at']),
        ),
    )
  return mail
    ? writes
        .with('mail', () => outboxInsert(db, mail))
        .selectFrom('booking')
        .select(BOOKING_COLUMNS)
    : writes.selectFrom('booking').select(BOOKING_COLUMNS)
})
