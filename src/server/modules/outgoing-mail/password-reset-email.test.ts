import { describe, expect, it } from 'vitest'

import { composePasswordResetEmail } from './password-reset-email.ts'

describe('the password reset e-mail', () => {
  const url = 'https://shop.example.com/admin/reset-password/abc_DEF-123'
  const email = composePasswordResetEmail('Sharp <Edge> & Co', url)

  it('carries the link in both bodies and says how long it works', () => {
    expect(email.subject).toBe('Reset your admin password')
    expect(email.text).toContain(`within one hour:\n${url}\n`)
    expect(email.html).toContain(`href="${url}"`)
    for (const body of [email.text, email.html]) expect(body).toContain('your password stays as it is')
  })

  it('escapes the business name in the HTML', () => {
    expect(email.text).toContain('Sharp <Edge> & Co')
    expect(email.html).toContain('Sharp &lt;Edge&gt; &amp; Co')
    expect(email.html).not.toContain('<Edge>')
  })
})
