import { setTimeout as sleep } from 'node:timers/promises'

import type { FastifyBaseLogger } from 'fastify'

import type { OutboxMessage } from '../../../shared/outbox.schema.ts'
import type { Db } from '../../db/database.ts'
import { MailSendError } from './mail-failure.ts'
import type { Mailer, OutgoingMail } from './mailer.ts'
import {
  claimDueMail,
  findOutboxMessage,
  nextDueAt,
  recordMailFailure,
  recordMailSent,
  type OutboxRow,
} from './outbox.repository.ts'

export interface MailSender {
  /** Looks for due messages now instead of at the next poll (call it after committing a queued message). */
  wake(): void
  /**
   * Tries this message now if it is due, and waits at most `waitMs` for that attempt to end; answers the message
   * as it then stands (still `sending` when the mail server is slow: the attempt goes on in the background).
   */
  attemptNow(id: number, waitMs: number): Promise<OutboxMessage | undefined>
  /** Stops polling and waits a little for sends in flight; a claim cut short lapses and is taken up again. */
  stop(): Promise<void>
}

export type MailAddresses = Pick<OutgoingMail, 'from' | 'replyTo'>

export interface MailSenderOptions {
  db: Db
  mailer: Mailer
  log: FastifyBaseLogger
  retryBaseSeconds: number
  /** The From and Reply-To of the messages, read once per batch when it is sent (not when it was queued). */
  addresses: () => Promise<MailAddresses>
  pollMs?: number
  leaseMs?: number
  batchSize?: number
  /** How long stop() waits for sends in flight. */
  stopGraceMs?: number
}

/** Longer than a whole SMTP conversation can take with the mailer's time-outs (10 s + 10 s + 30 s). */
export const DEFAULT_LEASE_MS = 2 * 60 * 1000
const DEFAULT_POLL_MS = 5000
const DEFAULT_BATCH = 10
const STARTUP_DELAY_MS = 1000
/** A message another instance is claiming right now must not make this one spin. */
const MIN_GAP_MS = 10

/**
 * The sender in each server process: claims due messages from the outbox, hands each to the mailer, and records
 * the outcome (sent, or queued for the next step of the retry ladder, or failed). Polls every few seconds, and at
 * once when woken; a full batch is followed by the next straight away.
 */
export function startMailSender(options: MailSenderOptions): MailSender {
  const { db, mailer, log } = options
  const pollMs = options.pollMs ?? DEFAULT_POLL_MS
  const leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS
  const batchSize = options.batchSize ?? DEFAULT_BATCH
  const inFlight = new Set<Promise<void>>()
  let stopped = false
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> | undefined
  let wokenWhileRunning = false

  const track = (work: Promise<void>) => {
    inFlight.add(work)
    void work.finally(() => inFlight.delete(work))
    return work
  }

  async function deliver(claimed: OutboxRow, addresses: Promise<MailAddresses>): Promise<void> {
    try {
      await mailer.send({
        ...(await addresses),
        to: { name: claimed.to_name, address: claimed.to_email },
        subject: claimed.subject,
        text: claimed.text_body,
        html: claimed.html_body,
        messageId: claimed.message_id,
      })
    } catch (error) {
      const failure =
        error instanceof MailSendError
          ? error
          : new MailSendError('something went wrong on our side', { cause: error })
      if (!(error instanceof MailSendError))
        log.error({ err: error, outboxId: claimed.id }, 'Mail send failed')
      await recordMailFailure(db, claimed, {
        reason: failure.reason,
        permanent: failure.permanent,
        now: Date.now(),
        retryBaseSeconds: options.retryBaseSeconds,
      }).catch((err: unknown) => log.error({ err, outboxId: claimed.id }, 'Recording a failed send failed'))
      return
    }
    // Sent: if this record is lost the claim lapses and the message goes again (at least once, never never).
    await recordMailSent(db, claimed, Date.now()).catch((err: unknown) =>
      log.error({ err, outboxId: claimed.id }, 'Recording a sent message failed'),
    )
  }

  /** Sends one batch; answers how long to wait before the next (0: more are due now). */
  async function round(): Promise<number> {
    const claimed = await claimDueMail(db, { now: Date.now(), leaseMs, limit: batchSize })
    if (claimed.length > 0) {
      // A failed read fails each message's attempt (the retry ladder), as a failed send would.
      const addresses = options.addresses()
      // A batch goes out side by side: one slow recipient's server does not hold up the others for long.
      await Promise.all(claimed.map((message) => track(deliver(message, addresses))))
    }
    if (claimed.length >= batchSize) return 0
    // A retry due before the next poll (a short MAIL_RETRY_BASE_SECONDS) is taken when it falls due.
    const due = await nextDueAt(db)
    return due === undefined ? pollMs : Math.min(pollMs, Math.max(MIN_GAP_MS, due - Date.now()))
  }

  function schedule(delayMs: number) {
    if (stopped) return
    clearTimeout(timer)
    timer = setTimeout(run, delayMs)
  }

  function run() {
    if (stopped) return
    if (running) {
      wokenWhileRunning = true
      return
    }
    wokenWhileRunning = false
    running = round()
      .catch((error: unknown) => {
        if (!stopped)
          log.error({ err: error }, 'The mail sender could not read the outbox; trying again shortly')
        return pollMs
      })
      .then((delayMs) => {
        running = undefined
        schedule(wokenWhileRunning ? 0 : delayMs)
      })
  }
  // Not in the very moment the server starts: its first requests come first. wake() is immediate.
  schedule(Math.min(pollMs, STARTUP_DELAY_MS))

  return {
    wake() {
      if (!stopped) schedule(0)
    },
    async attemptNow(id, waitMs) {
      const deadline = Date.now() + waitMs
      const [claimed] = stopped ? [] : await claimDueMail(db, { now: Date.now(), leaseMs, limit: 1, id })
      if (claimed) {
        await Promise.race([
          track(deliver(claimed, options.addresses())),
          sleep(waitMs, undefined, { ref: false }),
        ])
        return findOutboxMessage(db, id)
      }
      // Another round (or instance) has it: wait for that attempt to end.
      for (;;) {
        const message = await findOutboxMessage(db, id)
        if (!message || message.status !== 'sending' || Date.now() >= deadline) return message
        await sleep(100)
      }
    },
    async stop() {
      stopped = true
      clearTimeout(timer)
      const grace = sleep(options.stopGraceMs ?? 2000, undefined, { ref: false })
      await Promise.race([Promise.allSettled([running, ...inFlight]), grace])
    },
  }
}
