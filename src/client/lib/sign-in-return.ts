/**
 * Where the owner lands after signing in with nowhere else to go: the Workflow Board (docs/decisions.md "The
 * admin").
 */
export const AFTER_SIGN_IN = '/dashboard'

/** The sign-in page's address, remembering the admin screen to come back to. */
export function signInPath(returnTo: string): string {
  return `/login?next=${encodeURIComponent(returnTo)}`
}

/** The ?next= of the sign-in page when it is a path on this site, else the Workflow Board. */
export function returnAfterSignIn(next: string | null): string {
  if (next === null || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) {
    return AFTER_SIGN_IN
  }
  return next
}
