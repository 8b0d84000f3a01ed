import type { FastifyPluginAsync } from 'fastify'

import { describeMailbox, parseImapUrl, type ImapMailbox } from './imap-mailbox.ts'
import { MAX_IMAP_MESSAGE_BYTES, pollImapOnce, type StoreMessage } from './imap-poll-round.ts'
import { InboundSpool } from './inbound-spool.ts'
import { inTurn } from './one-at-a-time.ts'
import { storeInboundMessage } from '../inbox/index.ts'

export interface ImapPoller {
  /** Stops the timer and ends a round in progress (closing its connection); resolves when nothing runs. */
  stop(): Promise<void>
}

interface StartImapPollerOptions {
  mailbox: ImapMailbox
  intervalMs: number
  store: StoreMessage
  log: Parameters<typeof pollImapOnce>[2]
}

/**
 * Polls the mailbox now and then every interval after the previous round ends, so rounds never overlap. A
 * failed round (server down, wrong password, database busy) is logged and simply tried again next time.
 */
export function startImapPoller({ mailbox, intervalMs, store, log }: StartImapPollerOptions): ImapPoller {
  const controller = new AbortController()
  let timer: NodeJS.Timeout | undefined
  let running: Promise<void> | undefined

  const round = async () => {
    try {
      const result = await pollImapOnce(mailbox, store, log, controller.signal)
      if (result.stored + result.duplicates + result.skipped > 0) log.info(result, 'IMAP mailbox polled')
    } catch (error) {
      if (controller.signal.aborted) return
      log.error(
        { err: error, retryInSeconds: intervalMs / 1000 },
        `IMAP poll of ${describeMailbox(mailbox)} failed; retrying next round`,
      )
    }
  }
  const schedule = (delayMs: number) => {
    if (controller.signal.aborted) return
    timer = setTimeout(() => {
      running = round().finally(() => {
        running = undefined
        schedule(intervalMs)
      })
    }, delayMs)
  }
  schedule(0)

  return {
    async stop() {
      controller.abort()
      clearTimeout(timer)
      await running
    },
  }
}

/** With IMAP_URL set, polls that mailbox from the moment the app is ready until it closes. */
export const imapPollerPlugin: FastifyPluginAsync = async (app) => {
  const url = app.config.mail.imapUrl
  if (!url) return
  const mailbox = parseImapUrl(url)
  const log = app.log.child({ module: 'imap-poller' })
  const spool = new InboundSpool(app.config.dataDir)
  let poller: ImapPoller | undefined
  app.addHook('onReady', async () => {
    log.info(`Polling ${describeMailbox(mailbox)} every ${app.config.mail.imapPollSeconds} s`)
    poller = startImapPoller({
      mailbox,
      intervalMs: app.config.mail.imapPollSeconds * 1000,
      // Like the inbound endpoint's messages: to disk as it downloads, then parsed in the same queue, one at a
      // time in this process.
      store: async (raw) => {
        const file = await spool.receive(raw, undefined, MAX_IMAP_MESSAGE_BYTES)
        try {
          return await inTurn(() => storeInboundMessage(app.db, spool.read(file)))
        } finally {
          await spool.remove(file)
        }
      },
      log,
    })
  })
  // Before the database closes: a round in progress is ended, never cut off half-way through a write.
  app.addHook('preClose', async () => poller?.stop())
}
