/** Whether the visitor is the signed-in admin; 'checking' while the session check runs for the first time. */
export type AuthState = 'checking' | 'signed-in' | 'signed-out'

/** The session check's query key; lib/query-client clears it when any admin call answers 401. */
export const currentUserQueryKey = ['auth', 'me'] as const
