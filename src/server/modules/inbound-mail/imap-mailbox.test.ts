import { describe, expect, it } from 'vitest'

import { describeMailbox, parseImapUrl } from './imap-mailbox.ts'

describe('IMAP_URL', () => {
  it('takes imaps:// apart with percent-encoded credentials and a mailbox path', () => {
    const mailbox = parseImapUrl(
      'imaps://shop%40example.com:p%40ss%3Aword%2F1@imap.example.com/Customers%2FInbox',
    )
    expect(mailbox).toEqual({
      host: 'imap.example.com',
      port: 993,
      secure: true,
      user: 'shop@example.com',
      password: 'p@ss:word/1',
      mailbox: 'Customers/Inbox',
    })
  })

  it('defaults imap:// to port 143 and the mailbox to INBOX, and keeps an explicit port', () => {
    expect(parseImapUrl('imap://u:p@127.0.0.1')).toMatchObject({ port: 143, secure: false, mailbox: 'INBOX' })
    expect(parseImapUrl('imap://u:p@[::1]:1143/')).toMatchObject({
      host: '::1',
      port: 1143,
      mailbox: 'INBOX',
    })
  })

  it('describes the mailbox for logs without the password', () => {
    const text = describeMailbox(parseImapUrl('imaps://shop:secret-password@imap.example.com/INBOX'))
    expect(text).toBe('shop@imap.example.com:993/INBOX')
    expect(text).not.toContain('secret-password')
  })
})
