import '../styles.css'

import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router'

import { AppProviders } from '@/app/providers'
import { App, preloadPage } from '@/app/routes'
import { prefetchBusiness } from '@/lib/business'
import { seedFirstReads, type FirstRead } from '@/lib/first-load-query'

import { FIRST_READS_ID } from '@shared/page-routes.ts'

const root = document.getElementById('root')
if (!root) throw new Error('The page has no #root element to render into')

const app = (
  <StrictMode>
    <AppProviders>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>
)

// A page the server drew (app/prerender.tsx) comes with the answers it drew it with: the first render, with them,
// is the same, and takes the server's markup over instead of drawing it again.
const firstReads = document.getElementById(FIRST_READS_ID)?.textContent
if (firstReads && root.firstElementChild) {
  seedFirstReads(JSON.parse(firstReads) as FirstRead[])
  hydrateRoot(root, app)
} else {
  // The screen a visit starts on loads before the first render, which then shows it complete instead of a loading
  // state that the arriving page would push about (lib/lazy-page.tsx). A failed load is retried, and reported, by
  // the render. As a transition, the first render runs in slices between which the browser stays responsive,
  // rather than one long task on a slow phone (Lighthouse's Total Blocking Time, docs/decisions.md "Budgets").
  // The business's settings (its name, prices, timezone) are on every page: asked for now, beside the page's code.
  prefetchBusiness()
  void preloadPage(window.location.pathname)
    .catch(() => {})
    .then(() => startTransition(() => createRoot(root).render(app)))
}
