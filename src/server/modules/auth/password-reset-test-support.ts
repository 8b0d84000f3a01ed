import type { TestApp } from '../../test/test-app.ts'
import { outboxRows } from '../outgoing-mail/outbox-test-support.ts'

export const NEW_PASSWORD = 'a brand new password 42'

/** Each request from an address of its own unless one is given, so the limits per address answer only when tested. */
let requests = 0
const nextAddress = () => {
  requests += 1
  return `192.0.${(requests >> 8) & 255}.${requests & 255}`
}

export const requestReset = (t: TestApp, username: string, remoteAddress = nextAddress()) =>
  t.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { username }, remoteAddress })

export const useResetLink = (
  t: TestApp,
  token: string,
  newPassword = NEW_PASSWORD,
  remoteAddress = nextAddress(),
) =>
  t.app.inject({
    method: 'POST',
    url: `/api/auth/password-reset/${encodeURIComponent(token)}`,
    payload: { newPassword },
    remoteAddress,
  })

export const signIn = (t: TestApp, username: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password } })

/** The password_reset messages queued so far, oldest first. */
export const resetMails = async (t: TestApp) =>
  (await outboxRows(t.app.db)).filter((row) => row.kind === 'password_reset')

/** The token of the link in a queued reset e-mail's text. */
export function tokenInMail(text: string): string {
  const token = /\/admin\/reset-password\/([A-Za-z0-9_-]+)/.exec(text)?.[1]
  if (!token) throw new Error(`no reset link in:\n${text}`)
  return token
}

/** The token of the newest reset e-mail. */
export async function latestResetToken(t: TestApp): Promise<string> {
  const mail = (await resetMails(t)).at(-1)
  if (!mail) throw new Error('no password reset e-mail was queued')
  return tokenInMail(mail.text_body)
}
