import fs from 'node:fs/promises'
import path from 'node:path'

import { simpleParser, type ParsedMail } from 'mailparser'

/**
 * A message the server under test wrote as an .eml file (no SMTP_URL: DATA_DIR/outbox), found by its subject,
 * waiting for the mail sender to deliver it. Answers its plain-text body.
 */
export async function readQueuedMail(dataDir: string, subject: string, timeoutMs = 15_000): Promise<string> {
  return (await readQueuedMessage(dataDir, subject, timeoutMs)).text ?? ''
}

/** The whole message, as readQueuedMail finds it: its attachments too (the invoice's PDF). */
export function readQueuedMessage(dataDir: string, subject: string, timeoutMs = 15_000): Promise<ParsedMail> {
  return findQueuedMessage(dataDir, (mail) => mail.subject === subject, `"${subject}"`, timeoutMs)
}

/** As readQueuedMail, for messages of one subject to several people: the one to this address. */
export async function readQueuedMailTo(
  dataDir: string,
  subject: string,
  to: string,
  timeoutMs = 15_000,
): Promise<string> {
  const toThem = (mail: ParsedMail) =>
    mail.subject === subject &&
    [mail.to ?? []].flat().some((field) => field.value.some((address) => address.address === to))
  return (await findQueuedMessage(dataDir, toThem, `"${subject}" to ${to}`, timeoutMs)).text ?? ''
}

async function findQueuedMessage(
  dataDir: string,
  matches: (mail: ParsedMail) => boolean,
  what: string,
  timeoutMs: number,
): Promise<ParsedMail> {
  const outbox = path.join(dataDir, 'outbox')
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const names = await fs.readdir(outbox).catch(() => [] as string[])
    for (const name of names.filter((file) => file.endsWith('.eml'))) {
      const parsed = await simpleParser(await fs.readFile(path.join(outbox, name)))
      if (matches(parsed)) return parsed
    }
    if (Date.now() > deadline) throw new Error(`no queued e-mail ${what} in ${outbox}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

/** The customer's order link in an e-mail's text. */
export function orderLinkIn(text: string): string {
  const link = /https?:\/\/\S+\/orders\/[A-Za-z0-9_-]+/.exec(text)?.[0]
  if (!link) throw new Error(`no order link in:\n${text}`)
  return link
}
