/** Why a message did not leave, in words for the admin's 'Email Failed' toast; never a host or a password. */
export class MailSendError extends Error {
  override name = 'MailSendError'
  /** Sending the same message again would be refused again (a 5xx reply to the recipient or the message). */
  readonly permanent: boolean
  constructor(
    readonly reason: string,
    options?: { cause?: unknown; permanent?: boolean },
  ) {
    super(reason, options)
    this.permanent = options?.permanent ?? false
  }
}

interface NodemailerError {
  code?: string
  /** The system or TLS error behind nodemailer's own code (e.g. CERT_HAS_EXPIRED under ESOCKET). */
  originalCode?: string
  response?: string
  responseCode?: number
}

/** TLS certificate problems, named for what the owner must fix rather than "could not connect". */
const CERTIFICATE_REASONS: Record<string, string> = {
  CERT_HAS_EXPIRED: "the mail server's certificate has expired",
  DEPTH_ZERO_SELF_SIGNED_CERT: "the mail server's certificate is self-signed",
  SELF_SIGNED_CERT_IN_CHAIN:
    "the mail server's certificate is signed by an untrusted (self-signed) authority",
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: "the mail server's certificate could not be verified",
  UNABLE_TO_GET_ISSUER_CERT_LOCALLY: "the mail server's certificate could not be verified",
  ERR_TLS_CERT_ALTNAME_INVALID: "the mail server's certificate is for another host name",
  CERT_NOT_YET_VALID: "the mail server's certificate is not valid yet",
}

/**
 * A refusal that retrying cannot heal: the server answered the recipient or the message with a 5xx reply (503
 * only says the session was out of step). A refused sign-in is left to the retries: the owner can fix it.
 */
export function isPermanentMailFailure(error: unknown): boolean {
  const { code, responseCode } = (error ?? {}) as NodemailerError
  if (code !== 'EENVELOPE' && code !== 'EMESSAGE') return false
  return typeof responseCode === 'number' && responseCode >= 500 && responseCode < 600 && responseCode !== 503
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
  const { code, originalCode, response } = (error ?? {}) as NodemailerError
  const reason =
    (originalCode && CERTIFICATE_REASONS[originalCode]) ||
    (code && CERTIFICATE_REASONS[code]) ||
    (code && REASONS[code]) ||
    'the message could not be sent'
  if (typeof response !== 'string' || !response.trim()) return reason
  // eslint-disable-next-line no-control-regex -- a server reply may span lines; the toast is one
  const reply = response.replace(/[\s\u0000-\u001f\u007f]+/g, ' ').trim()
  return `${reason} (${reply.length > MAX_SERVER_REPLY ? `${reply.slice(0, MAX_SERVER_REPLY)}…` : reply})`
}
