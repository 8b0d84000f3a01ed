import { matchPage } from './page-routes.ts'

/**
 * Where the owner lands after signing in with nowhere else to go: the Workflow Board (docs/decisions.md "The
 * admin").
 */
export const AFTER_SIGN_IN = '/dashboard'

/** The sign-in page's address, remembering the admin screen to come back to. */
export function signInPath(returnTo: string): string {
  return `/login?next=${encodeURIComponent(returnTo)}`
}

/** Any origin: what a path read against it keeps of it tells whether the path leaves the site. */
const HERE = 'http://this.site.invalid'

/**
 * The ?next= of the sign-in page when it is a path on this site other than that page, else the Workflow Board. The
 * path is read as a browser reads a Location header, which drops tabs and line breaks and takes a backslash for a
 * slash: "/\t/evil" is "//evil" there, another site.
 */
export function returnAfterSignIn(next: string | null): string {
  if (next === null || !next.startsWith('/')) return AFTER_SIGN_IN
  let url: URL
  try {
    url = new URL(next, HERE)
  } catch {
    return AFTER_SIGN_IN
  }
  // The sign-in page again would send the owner round once more: /login?next=/login?next=… is a chain of redirects.
  if (url.origin !== HERE || matchPage(url.pathname)?.page === 'login') return AFTER_SIGN_IN
  return `${url.pathname}${url.search}${url.hash}`
}
