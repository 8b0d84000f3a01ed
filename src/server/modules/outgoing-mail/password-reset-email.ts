import type { ComposedEmail } from './email-parts.ts'
import { html } from '../../lib/html.ts'

export const PASSWORD_RESET_SUBJECT = 'Reset your admin password'

/**
 * The reset link e-mailed to the business address when someone asks for one on the sign-in page (issue 41
 * point 6). It says who asked nothing about (anyone may type the username), how long the link works, and that
 * ignoring it changes nothing.
 */
export function composePasswordResetEmail(businessName: string, resetUrl: string): ComposedEmail {
  const intro = `Someone asked to reset the admin password of ${businessName}. If that was you, choose a new password with this link. It works once, within one hour:`
  const ignore = 'If you did not ask for this, ignore this e-mail: your password stays as it is.'
  const text = [intro, resetUrl, '', ignore, ''].join('\n')
  const body = html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <title>${PASSWORD_RESET_SUBJECT}</title>
      </head>
      <body style="font-family:Arial,Helvetica,sans-serif;color:#1c1917">
        <p>${intro}</p>
        <p><a href="${resetUrl}" style="color:#1c1917;font-weight:bold">Choose a new password</a></p>
        <p style="font-size:13px;color:#57534e">${resetUrl}</p>
        <p style="font-size:13px;color:#57534e">${ignore}</p>
      </body>
    </html>`
  return { subject: PASSWORD_RESET_SUBJECT, text, html: body.value }
}
