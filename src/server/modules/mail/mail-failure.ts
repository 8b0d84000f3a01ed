/** Why a message did not leave, in words for the admin's 'Email Failed' toast; never a host or a password. */
export class MailSendError extends Error {
  override name = 'MailSendError'
  constructor(
    readonly reason: string,
    options?: { cause?: unknown },
  ) {
    super(reason, options)
  }
}

interface NodemailerError {
  code?: string
  response?: string
  responseCode?: number
}

const REASONS: Record<string, string> = {
  EENVELOPE: 'the mail server refused the sender or the recipient',
  EMESSAGE: 'the mail server refused the message',
  EAUTH: 'the mail server refused our sign-in',
  ECONNECTION: 'could not connect to the mail server',
  ESOCKET: 'could not connect to the mail server',
  EDNS: 'could not find the mail server',
  ETIMEDOUT: 'the mail server did not answer in time',
  ETLS: 'could not set up a secure connection to the mail server',
}

const MAX_SERVER_REPLY = 160

/**
 * A short reason for a failed send: what went wrong, and the SMTP server's own reply when it gave one (it says
 * which mailbox or rule refused), one line and shortened.
 */
export function describeMailFailure(error: unknown): string {
  const { code, response } = (error ?? {}) as NodemailerError
  const reason = (code && REASONS[code]) || 'the message could not be sent'
  if (typeof response !== 'string' || !response.trim()) return reason
  // eslint-disable-next-line no-control-regex -- a server reply may span lines; the toast is one
  const reply = response.replace(/[\s\u0000-\u001f\u007f]+/g, ' ').trim()
  return `${reason} (${reply.length > MAX_SERVER_REPLY ? `${reply.slice(0, MAX_SERVER_REPLY)}…` : reply})`
}
