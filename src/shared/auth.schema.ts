import { z } from 'zod'

import { isPlainText, notAllowedCharacters } from './plain-text.ts'

/** Longest username or password the login form and endpoint accept. */
export const CREDENTIAL_MAX_LENGTH = 200

export const LoginBody = z.object({
  username: z
    .string({ error: 'Username is required' })
    .trim()
    .min(1, 'Username is required')
    .max(CREDENTIAL_MAX_LENGTH, `Username must be at most ${CREDENTIAL_MAX_LENGTH} characters`)
    .refine((username) => isPlainText(username), notAllowedCharacters('Username')),
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(CREDENTIAL_MAX_LENGTH, `Password must be at most ${CREDENTIAL_MAX_LENGTH} characters`)
    .refine((password) => isPlainText(password), notAllowedCharacters('Password')),
})

export const AuthStatus = z.object({
  authenticated: z.literal(true),
  username: z.string(),
})

export type LoginBody = z.infer<typeof LoginBody>
export type AuthStatus = z.infer<typeof AuthStatus>
