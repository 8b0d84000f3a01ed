import '../styles.css'

import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router'

import { preloadNavItems } from '@/app/layout/nav-items'
import { AppProviders } from '@/app/providers'
import { App, preloadPage } from '@/app/routes'
import { prefetchBusiness } from '@/lib/business'
import { seedFirstReads } from '@/lib/first-load-query'

import { FIRST_READS_ID } from '@shared/page-routes.ts'
import type { FirstRead } from '@shared/prerendered-page.ts'

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
// is the same, and takes the server's markup over instead of drawing it again. Any other page asks for the
// business's settings (its name, prices, timezone, on every page) now, beside the page's code.
const firstReads = document.getElementById(FIRST_READS_ID)?.textContent
const drawn = Boolean(firstReads && root.firstElementChild)
if (drawn) seedFirstReads(JSON.parse(firstReads!) as FirstRead[])
else prefetchBusiness()

// The screen a visit starts on, and every part of a drawn page (the signed-in bar's too), loads before the first
// render: a page then shows complete instead of a loading state that the arriving page would push about
// (lib/lazy-page.tsx), and a drawing is taken over whole (routes.tsx). A failed load is retried, and reported, by the
// render. As a transition, a first render of its own runs in slices between which the browser stays responsive,
// rather than one long task on a slow phone (Lighthouse's Total Blocking Time, docs/decisions.md "Budgets").
void Promise.all([preloadPage(window.location.pathname), preloadNavItems()])
  .catch(() => {})
  .then(() => (drawn ? hydrateRoot(root, app) : startTransition(() => createRoot(root).render(app))))
