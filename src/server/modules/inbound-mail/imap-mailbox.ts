/** Where the poller reads mail: IMAP_URL taken apart. */
export interface ImapMailbox {
  host: string
  port: number
  /** imaps:// is TLS from the first byte; imap:// upgrades with STARTTLS whenever the server offers it. */
  secure: boolean
  user: string
  password: string
  mailbox: string
}

/** `imaps://user:password@imap.example.com:993/INBOX` (user and password percent-encoded; INBOX by default). */
export function parseImapUrl(url: string): ImapMailbox {
  const parsed = new URL(url)
  const secure = parsed.protocol === 'imaps:'
  const mailbox = decodeURIComponent(parsed.pathname.replace(/^\/+/, ''))
  return {
    host: parsed.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: parsed.port ? Number(parsed.port) : secure ? 993 : 143,
    secure,
    user: decodeURIComponent(parsed.username),
    password: decodeURIComponent(parsed.password),
    mailbox: mailbox || 'INBOX',
  }
}

/** For logs: never the password. */
export const describeMailbox = (mailbox: ImapMailbox) =>
  `${mailbox.user}@${mailbox.host}:${mailbox.port}/${mailbox.mailbox}`
