import { StrictMode } from 'react'
import { prerender as renderComplete } from 'react-dom/static'
import { StaticRouter } from 'react-router'

import { AppProviders } from '@/app/providers'
import { App } from '@/app/routes'
import { setApiTransport } from '@/lib/api-client'
import { prerenderReads } from '@/lib/first-load-query'
import { setServerOrigin } from '@/lib/site-origin'

import type { Prerender, PrerenderedPage } from '@shared/prerendered-page.ts'

/** The renders after the first that may fetch what the previous asked for: the landing page needs one. */
const MAX_FETCH_ROUNDS = 3

let queue: Promise<unknown> = Promise.resolve()

/**
 * The HTML of the page at `url` (its path and query) as the browser's first render draws it, with the answers of
 * the reads it shows (lib/first-load-query.ts), fetched through `transport`. Built for the server by
 * `vite build --ssr` (the server's page-html.ts loads it); the first-load reads are module state, so pages render
 * one at a time.
 */
export const prerender: Prerender = (url, origin, transport) => {
  const rendered = queue.then(async (): Promise<PrerenderedPage> => {
    setApiTransport(transport)
    setServerOrigin(origin)
    prerenderReads.begin()
    try {
      let html = await render(url)
      for (let round = 0; round < MAX_FETCH_ROUNDS && (await prerenderReads.fetchMissing()); round++) {
        html = await render(url)
      }
      return { html, reads: prerenderReads.end() }
    } catch (error) {
      prerenderReads.end()
      throw error
    }
  })
  queue = rendered.catch(() => {})
  return rendered
}

/**
 * The page complete: what it loads lazily (the reviews, the video grid) drawn too, not its loading state. Every part
 * in its place, none sent after the rest with a script to move it there (React does so for a part over its chunk
 * size): the Content-Security-Policy runs no inline script.
 */
async function render(url: string): Promise<string> {
  const { prelude } = await renderComplete(
    <StrictMode>
      <AppProviders>
        <StaticRouter location={url}>
          <App />
        </StaticRouter>
      </AppProviders>
    </StrictMode>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  )
  return new Response(prelude).text()
}
