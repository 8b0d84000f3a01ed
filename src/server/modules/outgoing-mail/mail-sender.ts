import { setTimeout as sleep } from 'node:timers/promises'

import type { OutboxMessage } from '../../../shared/outbox.schema.ts'
import { systemClock, type Clock } from '../../lib/clock.ts'
import { mailDelivery, type MailDeliveryOptions } from './mail-delivery.ts'
import { findOutboxMessage } from './outbox-view.repository.ts'
import { claimDueMail, nextDueAt } from './outbox-claims.repository.ts'

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

export interface MailSenderOptions extends MailDeliveryOptions {
  /** How long a claim lasts (MAIL_SEND_LEASE_SECONDS): longer than a send can take. */
  leaseMs: number
  /**
   * True while the server is answering requests: rounds wait for a quiet moment then (at most
   * BUSY_DEFER_LIMIT_MS), so sending never takes the core from the people being answered.
   */
  busy?: () => boolean
  pollMs?: number
  batchSize?: number
  /** How long stop() waits for sends in flight. */
  stopGraceMs?: number
  /** The polls, the retry ladder and the waits while busy follow this clock (the system's by default). */
  clock?: Clock
}

const DEFAULT_POLL_MS = 5000
const DEFAULT_BATCH = 10
const STARTUP_DELAY_MS = 1000
/**
 * A wake waits this long for the messages committed right after it: under a run of bookings, one claim and one
 * commit then serve many confirmations instead of one each.
 */
const WAKE_DELAY_MS = 25
/** A message another instance is claiming right now must not make this one spin. */
const MIN_GAP_MS = 10
/**
 * While requests are being answered a round waits, looking again this often, but never longer than the limit, and
 * then hands its batch over one message after another: under a run of bookings the confirmations go out a batch a
 * second and the rest as soon as the run ends (docs/architecture.md "The outbox and the sender"), instead of every
 * booking paying for its e-mail's composing and writing. One after another because a message takes the event loop
 * about 3 ms and a batch of ten side by side held every request then waiting 20 to 30 ms (measured on the bench's
 * confirmations, no SMTP); a batch still takes one claim (and its records of sent messages are coalesced), which a
 * round of one message each tenth of a second did not (on SQLite that put 20 ms on the p99 of bookings made one at a time).
 */
const BUSY_RECHECK_MS = 20
const BUSY_DEFER_LIMIT_MS = 1000

/**
 * The sender in each server process: claims due messages from the outbox, hands each to the mailer, and records
 * the outcome (sent, or queued for the next step of the retry ladder, or failed). Polls every few seconds, and at
 * once when woken; a full batch is followed by the next straight away.
 */
export function startMailSender(options: MailSenderOptions): MailSender {
  const { db, log } = options
  const clock = options.clock ?? systemClock
  const pollMs = options.pollMs ?? DEFAULT_POLL_MS
  const { leaseMs } = options
  const batchSize = options.batchSize ?? DEFAULT_BATCH
  const inFlight = new Set<Promise<void>>()
  let stopped = false
  let cancelTimer = () => {}
  let running: Promise<void> | undefined
  let wokenWhileRunning = false
  let timerDueAt = Infinity
  /** When the round now due was first put off because the server was busy. */
  let deferredSince: number | undefined

  const track = (work: Promise<void>) => {
    inFlight.add(work)
    void work.finally(() => inFlight.delete(work))
    return work
  }

  const deliverAll = mailDelivery(options, clock)

  /** Sends one batch; answers how long to wait before the next (0: more are due now). */
  async function round(busy: boolean): Promise<number> {
    const claimed = await claimDueMail(db, { now: clock.now(), leaseMs, limit: batchSize })
    await track(deliverAll(claimed, busy))
    if (claimed.length >= batchSize) return 0
    // A retry due before the next poll (a short MAIL_RETRY_BASE_SECONDS) is taken when it falls due.
    const due = await nextDueAt(db)
    return due === undefined ? pollMs : Math.min(pollMs, Math.max(MIN_GAP_MS, due - clock.now()))
  }

  function schedule(delayMs: number) {
    if (stopped) return
    cancelTimer()
    timerDueAt = clock.now() + delayMs
    cancelTimer = clock.setTimer(() => {
      timerDueAt = Infinity
      run()
    }, delayMs)
  }

  /**
   * Puts the round off while the server is busy, up to the limit: 'deferred' when it was put off, else whether
   * the round runs while the server is busy.
   */
  function deferWhileBusy(): 'deferred' | 'busy' | 'quiet' {
    if (!options.busy?.()) {
      deferredSince = undefined
      return 'quiet'
    }
    const now = clock.now()
    deferredSince ??= now
    if (now - deferredSince >= BUSY_DEFER_LIMIT_MS) {
      deferredSince = undefined
      return 'busy'
    }
    schedule(BUSY_RECHECK_MS)
    return 'deferred'
  }

  function run() {
    if (stopped) return
    if (running) {
      wokenWhileRunning = true
      return
    }
    const load = deferWhileBusy()
    if (load === 'deferred') return
    wokenWhileRunning = false
    running = round(load === 'busy')
      .catch((error: unknown) => {
        if (!stopped)
          log.error({ err: error }, 'The mail sender could not read the outbox; trying again shortly')
        return pollMs
      })
      .then((delayMs) => {
        running = undefined
        schedule(wokenWhileRunning ? Math.min(delayMs, WAKE_DELAY_MS) : delayMs)
      })
  }
  // Not in the very moment the server starts: its first requests come first. wake() is nearly immediate.
  schedule(Math.min(pollMs, STARTUP_DELAY_MS))

  return {
    wake() {
      if (stopped) return
      if (running) wokenWhileRunning = true
      else if (timerDueAt > clock.now() + WAKE_DELAY_MS) schedule(WAKE_DELAY_MS)
    },
    async attemptNow(id, waitMs) {
      // Real time: how long the request waits for the attempt, not when a message falls due.
      const deadline = Date.now() + waitMs
      const [claimed] = stopped ? [] : await claimDueMail(db, { now: clock.now(), leaseMs, limit: 1, id })
      if (claimed) {
        await Promise.race([track(deliverAll([claimed])), sleep(waitMs, undefined, { ref: false })])
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
      cancelTimer()
      const grace = sleep(options.stopGraceMs ?? 2000, undefined, { ref: false })
      await Promise.race([Promise.allSettled([running, ...inFlight]), grace])
    },
  }
}
