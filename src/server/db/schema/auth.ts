import type { Generated, Selectable } from 'kysely'

// The admin, its sessions and reset links, and the rate limits shared by every instance. The tables together: ../schema.ts.

export interface AdminsTable {
  id: Generated<number>
  username: string
  password_hash: string
  created_at: number
  updated_at: number
}

export interface SessionsTable {
  /** SHA-256 of the session token; the token itself lives only in the browser's cookie. */
  token_hash: string
  admin_id: number
  created_at: number
  expires_at: number
  /** Updated at most every ten minutes (see sessions.repository.ts); null only for sessions from before 0010. */
  last_used_at: number | null
  user_agent: string | null
}

/** A password reset link (migration 0040): only its token's SHA-256 is kept; used_at is set when it is used. */
export interface PasswordResetTokensTable {
  token_hash: string
  admin_id: number
  created_at: number
  expires_at: number
  used_at: number | null
}

/** Fixed-window counters shared by every instance (login attempts, public look-ups). */
export interface RateLimitsTable {
  key: string
  hits: number
  reset_at: number
}

export type AdminRow = Selectable<AdminsTable>
