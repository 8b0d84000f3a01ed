import type { Readable } from 'node:stream'

import type { FastifyBaseLogger } from 'fastify'
import type { ImapFlow } from 'imapflow'

import type { ImapMailbox } from './imap-mailbox.ts'
import { NotAMessageError, type StoredInboundMessage } from '../inbox/index.ts'

/** Stores one raw message, read from the stream as the mailbox sends it. */
export type StoreMessage = (raw: Readable) => Promise<StoredInboundMessage>

export interface PollRoundResult {
  stored: number
  duplicates: number
  /** Messages that will never be stored (not an e-mail, too large): flagged \Seen and left in the mailbox. */
  skipped: number
}

/** Bigger than the inbound endpoint's 10 MB: this is our own mailbox, and photos of knives add up. */
export const MAX_IMAP_MESSAGE_BYTES = 25 * 1024 * 1024
/** A mailbox with a backlog is worked through over several rounds rather than one long one. */
const MAX_MESSAGES_PER_ROUND = 200

const SEEN = ['\\Seen']

/**
 * One round: sign in, store each unseen message, and flag it \Seen only once it is stored, so a round that
 * fails part-way leaves the rest unseen for the next one (a message stored but not flagged is deduplicated by
 * its Message-ID then). Fetching uses BODY.PEEK, which leaves the flags alone. Aborting closes the connection.
 */
export async function pollImapOnce(
  mailbox: ImapMailbox,
  store: StoreMessage,
  log: FastifyBaseLogger,
  signal?: AbortSignal,
): Promise<PollRoundResult> {
  const result: PollRoundResult = { stored: 0, duplicates: 0, skipped: 0 }
  // Loaded by the first round, not at the server's start (docs/decisions.md "Loaded when first used").
  const { ImapFlow } = await import('imapflow')
  const client = new ImapFlow({
    host: mailbox.host,
    port: mailbox.port,
    secure: mailbox.secure,
    auth: { user: mailbox.user, pass: mailbox.password },
    logger: false,
    disableAutoIdle: true,
    connectionTimeout: 30_000,
    greetingTimeout: 15_000,
    socketTimeout: 120_000,
  })
  // Without a listener, a dropped connection's 'error' event would crash the process.
  client.on('error', (error: unknown) => log.warn({ err: error }, 'IMAP connection error'))
  const abort = () => client.close()
  signal?.addEventListener('abort', abort, { once: true })

  try {
    await client.connect()
    const lock = await client.getMailboxLock(mailbox.mailbox)
    try {
      const unseen = (await client.search({ seen: false }, { uid: true })) || []
      for (const uid of unseen.slice(0, MAX_MESSAGES_PER_ROUND)) {
        if (signal?.aborted) break
        const outcome = await storeOne(client, uid, store, log)
        result[outcome] += 1
      }
    } finally {
      lock.release()
    }
    await client.logout()
  } finally {
    signal?.removeEventListener('abort', abort)
    client.close()
  }
  return result
}

async function storeOne(
  client: ImapFlow,
  uid: number,
  store: StoreMessage,
  log: FastifyBaseLogger,
): Promise<keyof PollRoundResult> {
  const range = String(uid)
  const { size } = (await client.fetchOne(range, { size: true }, { uid: true })) || {}
  if (size !== undefined && size > MAX_IMAP_MESSAGE_BYTES) {
    log.warn({ uid, size }, 'IMAP message too large for the inbox; left in the mailbox and flagged seen')
    await client.messageFlagsAdd(range, SEEN, { uid: true })
    return 'skipped'
  }
  // A chunk at a time (BODY.PEEK[]<offset.64 KB>), never the whole message in one Buffer: it goes to disk as it
  // comes, like the inbound endpoint's (issue 39).
  const { content } = await client.download(range, undefined, { uid: true })
  if (!content) throw new Error(`IMAP message ${uid} could not be fetched`)

  let stored: StoredInboundMessage
  try {
    stored = await store(content)
  } catch (error) {
    if (!(error instanceof NotAMessageError)) throw error
    log.warn(
      { uid, reason: error.message },
      'IMAP message is not an e-mail; left in the mailbox and flagged seen',
    )
    await client.messageFlagsAdd(range, SEEN, { uid: true })
    return 'skipped'
  }
  await client.messageFlagsAdd(range, SEEN, { uid: true })
  return stored.created ? 'stored' : 'duplicates'
}
