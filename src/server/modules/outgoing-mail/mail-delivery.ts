/** How the mail sender hands a claimed batch to the mailer and records each message's outcome. */
import type { FastifyBaseLogger } from 'fastify'

import type { Db } from '../../db/database.ts'
import type { Clock } from '../../lib/clock.ts'
import { MailSendError } from './mail-failure.ts'
import { unsubscribeHeaders, type Mailer, type OutgoingMail } from './mailer.ts'
import { KINDS_WITH_ATTACHMENTS, mailAttachments, type OutboxRow } from './outbox.repository.ts'
import { recordMailFailure, recordMailSent } from './outbox-claims.repository.ts'

export type MailAddresses = Pick<OutgoingMail, 'from' | 'replyTo'>

export interface MailDeliveryOptions {
  db: Db
  mailer: Mailer
  log: FastifyBaseLogger
  retryBaseSeconds: number
  /** The From and Reply-To of the messages, read once per batch when it is sent (not when it was queued). */
  addresses: () => Promise<MailAddresses>
  /**
   * What a message that failed for good also writes, in the transaction that records it (app.ts tells the owner,
   * attention/owner-notice.ts): given here so that the outbox imports no feature.
   */
  onGiveUp?: (db: Db, message: OutboxRow, reason: string, now: number) => Promise<void>
}

/**
 * One after another for at most this long, then the rest of the batch side by side: a slow mail server must not
 * hold the batch's claims past their lease (MAIL_SEND_LEASE_SECONDS outlasts one SMTP conversation, not ten).
 */
const ONE_AFTER_ANOTHER_MS = 1000

/** The sender's delivery of a claimed batch (deliverAll), its records written and its retries timed by `clock`. */
export function mailDelivery(options: MailDeliveryOptions, clock: Clock) {
  const { db, mailer, log } = options

  /**
   * Records messages as sent as soon as the mail server has accepted each, so a process killed in the middle of a
   * batch sends again only what was still in flight (at least once, never never). The ones accepted while a record
   * is being written go in the next one together, so a batch sent side by side still takes few writes.
   */
  function sentRecorder() {
    let accepted: OutboxRow[] = []
    let writing: Promise<void> | undefined
    async function write() {
      while (accepted.length > 0) {
        const rows = accepted
        accepted = []
        await recordMailSent(db, rows, clock.now()).catch((err: unknown) =>
          log.error({ err }, 'Recording sent messages failed'),
        )
      }
      writing = undefined
    }
    return {
      add(row: OutboxRow) {
        accepted.push(row)
        writing ??= write()
      },
      /** Resolves once every message added so far is recorded. */
      written: () => writing ?? Promise.resolve(),
    }
  }

  /** Hands one message to the mailer and records the outcome: sent (through `recorder`), or failed. */
  async function deliver(
    claimed: OutboxRow,
    addresses: Promise<MailAddresses>,
    recorder: ReturnType<typeof sentRecorder>,
  ): Promise<void> {
    try {
      await mailer.send({
        ...(await addresses),
        to: { name: claimed.to_name, address: claimed.to_email },
        subject: claimed.subject,
        text: claimed.text_body,
        html: claimed.html_body,
        messageId: claimed.message_id,
        ...(KINDS_WITH_ATTACHMENTS.has(claimed.kind)
          ? { attachments: await mailAttachments(db, claimed.id) }
          : {}),
        ...(claimed.list_unsubscribe ? { headers: unsubscribeHeaders(claimed.list_unsubscribe) } : {}),
        ...(claimed.in_reply_to ? { inReplyTo: claimed.in_reply_to, references: claimed.in_reply_to } : {}),
      })
      recorder.add(claimed)
    } catch (error) {
      const failure =
        error instanceof MailSendError
          ? error
          : new MailSendError('something went wrong on our side', { cause: error })
      if (!(error instanceof MailSendError))
        log.error({ err: error, outboxId: claimed.id }, 'Mail send failed')
      const now = clock.now()
      await recordMailFailure(db, claimed, {
        onGiveUp: async (trx, message, reason) => options.onGiveUp?.(trx, message, reason, now),
        reason: failure.reason,
        permanent: failure.permanent,
        now,
        retryBaseSeconds: options.retryBaseSeconds,
      }).catch((err: unknown) => log.error({ err, outboxId: claimed.id }, 'Recording a failed send failed'))
    }
  }

  /**
   * Sends the claimed messages side by side (one slow recipient's server does not hold up the others for long), or
   * while the server is busy one after another (each holds the event loop only for its own moment), the rest side
   * by side once that has taken ONE_AFTER_ANOTHER_MS.
   */
  async function deliverAll(claimed: OutboxRow[], busy = false): Promise<void> {
    if (claimed.length === 0) return
    // Read once for the batch; a failed read fails each message's attempt (the retry ladder), as a failed send would.
    const addresses = options.addresses()
    const recorder = sentRecorder()
    let handed = 0
    const until = busy ? clock.now() + ONE_AFTER_ANOTHER_MS : 0
    while (handed < claimed.length && clock.now() < until) {
      await deliver(claimed[handed++]!, addresses, recorder)
    }
    await Promise.all(claimed.slice(handed).map((message) => deliver(message, addresses, recorder)))
    await recorder.written()
  }

  return deliverAll
}
