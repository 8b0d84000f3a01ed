import type { Readable } from 'node:stream'

import type { Db } from '../../db/database.ts'
import { insertEmailOnce } from './emails.repository.ts'
import { parseInboundMessage } from './parse-inbound-message.ts'

export interface StoredInboundMessage {
  id: number
  /** False when a message with the same Message-ID was stored before: nothing new was written. */
  created: boolean
}

/**
 * The one way a received message enters the inbox, whether it was posted to the inbound endpoint, fetched from
 * the IMAP mailbox or made up as a sample: parsed, deduplicated by Message-ID and linked to its customer.
 * Throws NotAMessageError for input that is not an e-mail.
 */
export async function storeInboundMessage(
  db: Db,
  raw: Buffer | Readable,
  now = Date.now(),
): Promise<StoredInboundMessage> {
  const email = await parseInboundMessage(raw, now)
  return insertEmailOnce(db, email)
}
