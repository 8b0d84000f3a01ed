let serverOrigin = ''

/**
 * The address the site is seen at: the browser's, or in the server's build (app/prerender.tsx), the request's. The
 * browser's build leaves the server's side out.
 */
export const siteOrigin = (): string => (import.meta.env.SSR ? serverOrigin : window.location.origin)

/** Set by the server before it renders a page's HTML. */
export function setServerOrigin(origin: string): void {
  serverOrigin = origin
}
