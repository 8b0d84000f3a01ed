import '../styles.css'

import { startTransition, StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router'

import { AppProviders } from '@/app/providers'
import { App, preloadPage } from '@/app/routes'
import { prefetchBusiness } from '@/lib/business'

const root = document.getElementById('root')
if (!root) throw new Error('The page has no #root element to render into')

// The screen a visit starts on loads before the first render, which then shows it complete instead of a loading
// state that the arriving page would push about (lib/lazy-page.tsx). A failed load is retried, and reported, by
// the render. As a transition, the first render runs in slices between which the browser stays responsive,
// rather than one long task on a slow phone (Lighthouse's Total Blocking Time, docs/decisions.md "Budgets").
// The business's settings (its name, prices, timezone) are on every page: asked for now, beside the page's code.
prefetchBusiness()
void preloadPage(window.location.pathname)
  .catch(() => {})
  .then(() =>
    startTransition(() => {
      createRoot(root).render(
        <StrictMode>
          <AppProviders>
            <BrowserRouter>
              <App />
            </BrowserRouter>
          </AppProviders>
        </StrictMode>,
      )
    }),
  )
