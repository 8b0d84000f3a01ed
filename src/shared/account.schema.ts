import { z } from 'zod'

import { CREDENTIAL_MAX_LENGTH } from './auth.schema.ts'

export const NEW_PASSWORD_MIN_LENGTH = 8

/** PUT /api/auth/password: the current password, and the new one. */
export const ChangePasswordBody = z.object({
  currentPassword: z
    .string({ error: 'Current password is required' })
    .min(1, 'Current password is required')
    .max(CREDENTIAL_MAX_LENGTH, `Current password must be at most ${CREDENTIAL_MAX_LENGTH} characters`),
  newPassword: z
    .string({ error: 'New password is required' })
    .min(NEW_PASSWORD_MIN_LENGTH, `New password must be at least ${NEW_PASSWORD_MIN_LENGTH} characters`)
    .max(CREDENTIAL_MAX_LENGTH, `New password must be at most ${CREDENTIAL_MAX_LENGTH} characters`),
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
