/**
 * What the server's renderer of a page (client app/prerender.tsx, built by `vite build --ssr`) takes and gives,
 * shared with the server that loads it (server/plugins/prerender.ts).
 */

/** A read the server made for a page's HTML, handed to the browser with it: the same key, the same answer. */
export interface FirstRead {
  queryKey: readonly unknown[]
  data: unknown
}

/** Answers an API request as the server would answer the visitor's browser (the server passes its own). */
export type PrerenderTransport = (url: string, init: RequestInit) => Promise<Response>

export interface PrerenderedPage {
  /** The page's markup, for inside #root; app/main.tsx hydrates it. */
  html: string
  /** The answers the markup shows, sent with it so that the browser's first render is the same. */
  reads: FirstRead[]
}

/** The HTML of the page at `url` (path and query) for a visitor at `origin`, its reads made through `transport`. */
export type Prerender = (
  url: string,
  origin: string,
  transport: PrerenderTransport,
) => Promise<PrerenderedPage>
