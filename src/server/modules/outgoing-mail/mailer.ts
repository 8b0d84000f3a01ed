import { randomUUID } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'

import type { FastifyBaseLogger } from 'fastify'
import nodemailer, { type Transporter } from 'nodemailer'

import { makePrivateDir, makePrivateFile, PRIVATE_FILE_MODE } from '../../private-files.ts'
import { describeMailFailure, isPermanentMailFailure, MailSendError } from './mail-failure.ts'

export interface MailAddress {
  name: string
  address: string
}

export interface OutgoingMail {
  /** MAIL_FROM when the operator set one (a no-reply address), else the business as last saved in Settings. */
  from: MailAddress | string
  to: MailAddress
  subject: string
  text: string
  html: string
  /** A fixed Message-ID (`<...@host>`), the same on every attempt; unset: nodemailer makes one. */
  messageId?: string
  /** Where replies go: the business's e-mail, even when MAIL_FROM is a no-reply address. */
  replyTo?: string
  /** Files it carries (the invoice's PDF). */
  attachments?: { filename: string; contentType: string; content: Buffer }[]
  /** A reply's In-Reply-To and References: the Message-ID of the e-mail it answers (`<...>`). */
  inReplyTo?: string
  references?: string
  /** Extra header fields: List-Unsubscribe and List-Unsubscribe-Post on reminders (unsubscribeHeaders). */
  headers?: Record<string, string>
}

/**
 * RFC 8058 one-click unsubscribe: the link in angle brackets, and the body a mail client POSTs to it. Only
 * reminders and review requests carry them; transactional mail never does.
 */
export const unsubscribeHeaders = (url: string): Record<string, string> => ({
  'List-Unsubscribe': `<${url}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
})

export interface SentMail {
  messageId: string
  /** The .eml file written, when there is no SMTP server. */
  file?: string
}

export interface Mailer {
  /** Sends one message, or throws MailSendError with a short reason. */
  send(mail: OutgoingMail): Promise<SentMail>
  close(): void
}

export interface MailerOptions {
  /** smtp(s)://user:password@host:port; unset: every message is written to `outboxDir` instead. */
  smtpUrl?: string
  outboxDir: string
}

/**
 * A request waits for its message to be handed over, so a mail server that does not answer must fail the request
 * in seconds, not in nodemailer's default minutes.
 */
const SMTP_TIMEOUTS = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 30_000,
  dnsTimeout: 10_000,
}

/**
 * The app's one way to send mail (docs/decisions.md "E-mail"): through SMTP_URL, or, with none set, as RFC 822 `.eml`
 * files in DATA_DIR/outbox that any mail program opens, each one logged. The same message either way.
 */
export function createMailer(options: MailerOptions, log: FastifyBaseLogger): Mailer {
  const transport: Transporter = options.smtpUrl
    ? nodemailer.createTransport({ url: options.smtpUrl, ...SMTP_TIMEOUTS })
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' })

  async function writeToOutbox(message: Buffer, messageId: string): Promise<string> {
    await makePrivateDir(options.outboxDir)
    // Sortable by time, unique without asking the disk.
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`
    const file = path.join(options.outboxDir, name)
    // Written aside and renamed: a process killed mid-write leaves no cut-off .eml for a mail program to open.
    const partial = `${file}.partial`
    await fs.writeFile(partial, message, { flag: 'wx', mode: PRIVATE_FILE_MODE })
    await makePrivateFile(partial)
    await fs.rename(partial, file)
    log.info({ file, messageId }, 'No SMTP_URL set: the message was written to the outbox')
    return file
  }

  return {
    async send(mail) {
      let info: { messageId: string; message?: unknown }
      try {
        info = await transport.sendMail(mail)
      } catch (error) {
        log.warn({ err: error }, 'Sending mail failed')
        throw new MailSendError(describeMailFailure(error), {
          cause: error,
          permanent: isPermanentMailFailure(error),
        })
      }
      if (options.smtpUrl) return { messageId: info.messageId }
      try {
        return {
          messageId: info.messageId,
          file: await writeToOutbox(info.message as Buffer, info.messageId),
        }
      } catch (error) {
        log.error({ err: error }, 'Writing mail to the outbox failed')
        throw new MailSendError('the message could not be written to the outbox', { cause: error })
      }
    },
    close() {
      transport.close()
    },
  }
}
