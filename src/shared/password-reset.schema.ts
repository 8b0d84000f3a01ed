import { z } from 'zod'

import { newPassword } from './account.schema.ts'
import { LoginBody } from './auth.schema.ts'

/**
 * A forgotten password reset by a single-use link e-mailed to the business address (issue 41 point 6).
 *
 *   POST /api/auth/password-reset          { username }     → 202 PasswordResetRequested, whatever the name
 *   POST /api/auth/password-reset/{token}  { newPassword }  → 204; 400 for a used, expired or unknown link
 */

/** What the request page says, and what the server answers, whether or not the name is the admin's. */
export const PASSWORD_RESET_REQUESTED =
  "If that is the admin's username, we've e-mailed a link to the business address."

/** The refusal of a link that is used, expired or was never given, in words the owner acts on. */
export const PASSWORD_RESET_LINK_REFUSED =
  'This reset link has expired or was already used. Ask for a new one.'

export const PasswordResetRequestBody = LoginBody.pick({ username: true })
export type PasswordResetRequestBody = z.infer<typeof PasswordResetRequestBody>

export const PasswordResetRequested = z.object({ message: z.literal(PASSWORD_RESET_REQUESTED) })
export type PasswordResetRequested = z.infer<typeof PasswordResetRequested>

/** Any text: a malformed token is refused exactly like an unknown one. */
export const PasswordResetParams = z.object({ token: z.string() })

export const PasswordResetBody = z.object({ newPassword: newPassword() })
export type PasswordResetBody = z.infer<typeof PasswordResetBody>

/** The set-new-password form: the new password twice, so a slip of the finger is caught before it is saved. */
export const SetNewPasswordForm = PasswordResetBody.extend({
  confirmPassword: z.string({ error: 'Confirm the new password' }).min(1, 'Confirm the new password'),
}).refine((form) => form.confirmPassword === form.newPassword, {
  path: ['confirmPassword'],
  message: 'The two passwords are not the same',
})
export type SetNewPasswordForm = z.infer<typeof SetNewPasswordForm>

/** The sign-in page's "Forgot password?" form. */
export const FORGOT_PASSWORD_PATH = '/admin/forgot-password'

/** The page a reset e-mail links to: /admin/reset-password/{token}. */
export const passwordResetPath = (token: string) => `/admin/reset-password/${encodeURIComponent(token)}`

/** The reset link's whole address on the site at `siteOrigin` (PUBLIC_URL), for the e-mail. */
export const passwordResetUrl = (siteOrigin: string, token: string) =>
  new URL(passwordResetPath(token), siteOrigin).href
