import { z } from 'zod'

import { CREDENTIAL_MAX_LENGTH } from './auth.schema.ts'
import { isPlainText, notAllowedCharacters } from './plain-text.ts'

export const NEW_PASSWORD_MIN_LENGTH = 8

/**
 * The rule for a new admin password wherever one is set: Settings' change of password, the reset link, and
 * `npm run admin:password`. Plain text, as the sign-in form takes it, so a password set here can be typed there.
 */
export const newPassword = (label = 'New password') =>
  z
    .string({ error: `${label} is required` })
    .min(NEW_PASSWORD_MIN_LENGTH, `${label} must be at least ${NEW_PASSWORD_MIN_LENGTH} characters`)
    .max(CREDENTIAL_MAX_LENGTH, `${label} must be at most ${CREDENTIAL_MAX_LENGTH} characters`)
    .refine((password) => isPlainText(password), notAllowedCharacters(label))

/** PUT /api/auth/password: the current password, and the new one. */
export const ChangePasswordBody = z.object({
  currentPassword: z
    .string({ error: 'Current password is required' })
    .min(1, 'Current password is required')
    .max(CREDENTIAL_MAX_LENGTH, `Current password must be at most ${CREDENTIAL_MAX_LENGTH} characters`),
  newPassword: newPassword(),
})

export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>

export const EndedSessions = z.object({
  /** How many other sessions the change ended. */
  endedSessions: z.number().int(),
})

/** One signed-in session of the admin, as the Account section lists it. */
export const AdminSession = z.object({
  id: z.string(),
  createdAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime(),
  /** The browser's own description (User-Agent), or empty when it sent none. */
  client: z.string(),
  /** The session this request came from. */
  current: z.boolean(),
})

export const AdminSessions = z.object({ sessions: z.array(AdminSession) })

export type AdminSession = z.infer<typeof AdminSession>
export type AdminSessions = z.infer<typeof AdminSessions>

/** A session's id is the hex SHA-256 of its token. */
export const SessionIdParams = z.object({
  id: z.string().regex(/^[0-9a-f]{64}$/, 'The session id is not one this server gives'),
})
