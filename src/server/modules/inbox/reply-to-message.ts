import type { FastifyInstance } from 'fastify'

import type { EmailReply } from '../../../shared/email-reply.schema.ts'
import {
  composeOwnerReplyEmail,
  enqueueMail,
  orderLinkFor,
  orderNumber,
  replySubject,
} from '../outgoing-mail/index.ts'
import { customerMessageCause, settleAttention } from '../attention/index.ts'
import { insertBookingNote } from '../booking-records/index.ts'
import { readBusinessSettings } from '../business/index.ts'
import { findEmailReply, insertEmailReply, lockMessageToAnswer } from './email-replies.repository.ts'
import { findEmailSummaryById } from './emails.repository.ts'

/**
 * A Message-ID fit for In-Reply-To: `<...>` of printable ASCII without spaces or angle brackets. Others (the
 * `sha256:` key of a message that had none, anything odd a sender wrote) thread nothing and are left out.
 */
const MESSAGE_ID = /^<[\x21-\x3b\x3d\x3f-\x7e]{1,250}>$/
const threadId = (messageId: string | null) =>
  messageId !== null && MESSAGE_ID.test(messageId) ? messageId : undefined

/**
 * The owner's reply to a message in the inbox (issue 41 point 4), in one transaction: its e-mail queued in the
 * outbox (to where a reply goes: the sender, or the booking's e-mail for a message from the order page), answering
 * the message's Message-ID when it had one; the reply in the message's thread; and for a message about an order,
 * the reply in the order's history (which the customer's order page shows) and its "Needs attention" item done.
 * Undefined when there is no such message.
 */
export async function replyToMessage(
  app: FastifyInstance,
  emailId: number,
  body: string,
): Promise<EmailReply | undefined> {
  const business = await readBusinessSettings(app.db)
  const replyId = await app.db.transaction().execute(async (trx) => {
    const stored = await lockMessageToAnswer(trx, emailId)
    const message = stored && (await findEmailSummaryById(trx, emailId))
    if (!stored || !message) return undefined
    const now = app.clock.now()
    const { bookingId } = message
    const fromOrderPage = message.source === 'order-page' && bookingId !== null
    const subject = fromOrderPage
      ? `Re: Your message about order ${orderNumber({ id: bookingId })}`
      : replySubject(message.subject, 'Your e-mail')
    const orderUrl = bookingId === null ? undefined : await orderLinkFor(trx, app.config.publicUrl, bookingId)
    const composed = composeOwnerReplyEmail(
      { subject, body, quoted: { text: stored.text_content, receivedAt: message.receivedAt }, orderUrl },
      business,
    )
    const inReplyTo = threadId(stored.message_id)
    const outboxId = await enqueueMail(trx, {
      kind: 'owner_reply',
      bookingId,
      to: { name: message.fromName ?? message.customer?.name ?? '', address: message.replyTo },
      composed,
      businessEmail: business.email,
      now,
      ...(inReplyTo ? { inReplyTo } : {}),
    })
    const id = await insertEmailReply(trx, { email_id: emailId, outbox_id: outboxId, body, created_at: now })
    if (bookingId !== null) {
      await insertBookingNote(trx, { booking_id: bookingId, at: now, kind: 'owner_reply', notes: body })
      await settleAttention(trx, customerMessageCause(bookingId), now)
    }
    return id
  })
  if (replyId === undefined) return undefined
  app.mailSender.wake()
  return findEmailReply(app.db, replyId)
}
