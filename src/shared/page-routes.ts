/**
 * The web app's pages by path (spec section 2), read by the client's router (app/routes.tsx) and by the server,
 * which names each page's code and first data in the HTML it sends for it (server/plugins/page-hints.ts). The
 * landing page (/) ships in the first bundle and is not listed; the catch-all comes last.
 */
export const PAGE_ROUTES = [
  { path: '/measurement-selection', page: 'measurementSelection' },
  { path: '/booking', page: 'admin' },
  { path: '/booking-dashboard', page: 'admin' },
  { path: '/dashboard', page: 'admin' },
  { path: '/admin', page: 'admin' },
  { path: '/booking-confirmation/:id', page: 'bookingConfirmation' },
  { path: '/orders/:token', page: 'order' },
  { path: '/orders/:token/review', page: 'orderReview' },
  { path: '/order-search', page: 'orderSearch' },
  { path: '/book', page: 'bookAgain' },
  { path: '/unsubscribe/:token', page: 'unsubscribe' },
  { path: '/login', page: 'login' },
  { path: '/admin/forgot-password', page: 'forgotPassword' },
  { path: '/admin/reset-password/:token', page: 'resetPassword' },
  { path: '/*', page: 'notFound' },
] as const

export type PageKey = (typeof PAGE_ROUTES)[number]['page']

export interface PageMatch {
  page: PageKey
  params: Record<string, string>
}

/**
 * The params of `pattern` in `pathname`, as React Router's matchPath finds them: any case, a trailing slash allowed,
 * the params as written in the address (not decoded).
 */
function matchPattern(pattern: string, pathname: string): Record<string, string> | undefined {
  if (pattern === '/*') return {}
  const wanted = pattern.split('/').filter(Boolean)
  const given = pathname.split('/').filter(Boolean)
  if (wanted.length !== given.length) return undefined
  const params: Record<string, string> = {}
  for (const [index, part] of wanted.entries()) {
    const segment = given[index]!
    if (part.startsWith(':')) params[part.slice(1)] = segment
    else if (part.toLowerCase() !== segment.toLowerCase()) return undefined
  }
  return params
}

/** The page at `pathname`; undefined for the landing page. */
export function matchPage(pathname: string): PageMatch | undefined {
  if (pathname.replace(/\/+$/, '') === '') return undefined
  for (const route of PAGE_ROUTES) {
    const params = matchPattern(route.path, pathname)
    if (params) return { page: route.page, params }
  }
  return undefined
}

/**
 * The element of a page's HTML that holds the answers the server drew the page with (server/plugins/prerender.ts),
 * which the browser reads before its first render (client app/main.tsx).
 */
export const FIRST_READS_ID = 'first-reads'
