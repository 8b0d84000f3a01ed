import { describe, expect, it } from 'vitest'

import { replyLink } from './reply-link'

const email = {
  fromName: 'Jane Doe',
  replyTo: 'jane.doe@example.com',
  subject: 'Pickup time',
  customer: null,
}

describe('replyLink', () => {
  it('addresses the sender with "Re: <subject>" and a greeting by first name', () => {
    const url = new URL(replyLink(email, 'Sharp Edge'))
    expect(url.protocol).toBe('mailto:')
    expect(url.pathname).toBe('jane.doe@example.com')
    expect(url.searchParams.get('subject')).toBe('Re: Pickup time')
    expect(url.searchParams.get('body')).toMatch(/^Hi Jane,\n\n/)
    expect(url.searchParams.get('body')).toContain('Sharp Edge')
  })

  it('greets the customer by the name they booked with, and copes with no name or subject', () => {
    const customer = { id: 1, name: 'Janet Doe', email: '', phone: null, city: null, state: null }
    expect(new URL(replyLink({ ...email, customer }, 'S')).searchParams.get('body')).toMatch(/^Hi Janet,/)
    const bare = new URL(replyLink({ ...email, fromName: null, subject: null }, 'S'))
    expect(bare.searchParams.get('body')).toMatch(/^Hi,\n/)
    expect(bare.searchParams.get('subject')).toBe('Re: your e-mail')
  })

  it('encodes everything, so a subject or address cannot add recipients or headers', () => {
    const link = replyLink(
      {
        ...email,
        replyTo: 'a&cc=boss@example.com',
        subject: 'x&bcc=spy@example.com\r\nBcc: spy@example.com',
      },
      'S',
    )
    const url = new URL(link)
    expect([...url.searchParams.keys()]).toEqual(['subject', 'body'])
    expect(url.pathname).toBe('a%26cc%3Dboss@example.com')
  })
})
