import { describe, expect, it } from 'vitest'

import { naughtyStrings } from '../../test/naughty-strings.ts'
import { defaultBusiness } from './email-test-fixtures.ts'
import { composeOwnerReplyEmail, replySubject } from './owner-reply-email.ts'

const reply = {
  subject: 'Re: Pickup',
  body: 'Hi Jane,\n\nSee you at <b>5</b> & not later.',
  quoted: { text: 'Can you come after 5?\nThanks', receivedAt: '2026-01-14T14:30:00.000Z' },
}

describe('the subject of a reply', () => {
  it('is "Re: <subject>", "Re:" once, or "Re: <fallback>" when the message had none', () => {
    expect(replySubject('Pickup time', 'Your e-mail')).toBe('Re: Pickup time')
    expect(replySubject('RE: Pickup time', 'Your e-mail')).toBe('RE: Pickup time')
    expect(replySubject(null, 'Your e-mail')).toBe('Re: Your e-mail')
    expect(replySubject(' \r\n\t ', 'Your e-mail')).toBe('Re: Your e-mail')
  })

  it('stays one short line whatever the subject answered held', () => {
    expect(replySubject('Hi\r\nBcc: spy@evil.example', 'x')).toBe('Re: Hi Bcc: spy@evil.example')
    expect(replySubject(`${'a'.repeat(300)}`, 'x')).toBe(`Re: ${'a'.repeat(200)}…`)
    for (const value of naughtyStrings()) {
      const subject = replySubject(value, 'Your e-mail')
      // eslint-disable-next-line no-control-regex -- what a header must never hold
      expect(subject, JSON.stringify(value)).not.toMatch(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/)
      expect(subject, JSON.stringify(value)).toMatch(/^re: \S/i)
    }
  })
})

describe('the reply e-mail', () => {
  it("says the owner's words as written, with the business's sign-off and the message quoted", () => {
    const email = composeOwnerReplyEmail(reply, defaultBusiness)
    expect(email.subject).toBe('Re: Pickup')
    expect(email.text.startsWith('Hi Jane,\n\nSee you at <b>5</b> & not later.\n')).toBe(true)
    expect(email.text).toContain('Sharp Edge Knife Sharpening')
    expect(email.text).toContain('On January 14, 2026, you wrote:\n> Can you come after 5?\n> Thanks')
  })

  it('escapes everything in the HTML: the reply and the quoted message', () => {
    const email = composeOwnerReplyEmail(
      { ...reply, quoted: { ...reply.quoted, text: '<img src=x onerror=alert(1)>' } },
      defaultBusiness,
    )
    expect(email.html).toContain('See you at &lt;b&gt;5&lt;/b&gt; &amp; not later.')
    expect(email.html).toContain('&lt;img src=x onerror=alert(1)&gt;')
    expect(email.html).not.toMatch(/<b>5|<img/)
  })

  it('links the order when it is about one, and quotes nothing when the message had no text', () => {
    const email = composeOwnerReplyEmail(
      { ...reply, quoted: { ...reply.quoted, text: null }, orderUrl: 'https://sharp.example/orders/abc' },
      defaultBusiness,
    )
    expect(email.text).toContain('https://sharp.example/orders/abc')
    expect(email.html).toContain('href="https://sharp.example/orders/abc"')
    expect(email.text).not.toContain('you wrote:')
  })
})
