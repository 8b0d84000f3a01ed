import type { AddressInfo } from 'node:net'

import { simpleParser, type ParsedMail } from 'mailparser'
import { SMTPServer, type SMTPServerOptions } from 'smtp-server'

export interface TestSmtpServer {
  /** An SMTP_URL for this server. */
  url: string
  /** Every message accepted, parsed, with the envelope's recipients. */
  received: Array<{ recipients: string[]; mail: ParsedMail }>
  /** How many messages are being held (holdAfter) without an answer. */
  held(): number
  /** Answers the held messages (accepting them) and holds no more. */
  release(): void
  close(): Promise<void>
}

export interface TestSmtpServerOptions {
  /** Answer RCPT TO with this SMTP error: the recipient is refused. */
  refuseRecipient?: { code: number; message: string }
  /** Answer DATA with this SMTP error: the message is refused. */
  refuseMessage?: { code: number; message: string }
  /** Accept this many messages, then hold every further one without an answer until release(). */
  holdAfter?: number
  /** Listen on this port (one a dead server left); unset: any free port. */
  port?: number
}

const smtpError = ({ code, message }: { code: number; message: string }) =>
  Object.assign(new Error(message), { responseCode: code })

/** A real SMTP server on 127.0.0.1 and a free port, for tests of what the app actually sends. */
export async function startTestSmtpServer(options: TestSmtpServerOptions = {}): Promise<TestSmtpServer> {
  const received: TestSmtpServer['received'] = []
  let holding = options.holdAfter !== undefined
  let taken = 0
  const held: Array<() => void> = []
  const serverOptions: SMTPServerOptions = {
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      callback(options.refuseRecipient ? smtpError(options.refuseRecipient) : undefined)
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          if (options.refuseMessage) return callback(smtpError(options.refuseMessage))
          const accept = () => {
            received.push({ recipients: session.envelope.rcptTo.map((rcpt) => rcpt.address), mail })
            callback()
          }
          if (holding && taken++ >= options.holdAfter!) held.push(accept)
          else accept()
        })
        .catch(callback)
    },
  }
  const server = new SMTPServer(serverOptions)
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve())
  })
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    held: () => held.length,
    release() {
      holding = false
      for (const accept of held.splice(0)) accept()
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
