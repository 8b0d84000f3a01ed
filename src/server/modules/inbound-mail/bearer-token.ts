import { createHash, timingSafeEqual } from 'node:crypto'

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest()

/** The token from an `Authorization: Bearer <token>` header, or undefined. */
export function bearerTokenOf(header: string | undefined): string | undefined {
  const match = header === undefined ? null : /^Bearer[ ]+(\S+)\s*$/i.exec(header)
  return match?.[1]
}

/**
 * Compares in constant time. Both sides are hashed first so the comparison neither fails early on a length
 * difference nor tells the caller how long the real token is.
 */
export function tokenMatches(given: string | undefined, expected: string): boolean {
  if (given === undefined) return false
  return timingSafeEqual(digest(given), digest(expected))
}
