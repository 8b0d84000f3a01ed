import { Suspense, useEffect, type MouseEvent } from 'react'
import { Outlet, useLocation } from 'react-router'

import { ErrorBoundary } from '@/components/error-boundary'
import { Footer } from '@/components/footer'
import { Navbar } from '@/app/layout/navbar'
import { PageLoader } from '@/components/page-loader'

const MAIN_ID = 'main-content'

function skipToMain(event: MouseEvent<HTMLAnchorElement>) {
  // Focusing the main landmark directly keeps the URL free of a #fragment the router would see.
  event.preventDefault()
  document.getElementById(MAIN_ID)?.focus()
}

/** Every page: skip link, navigation bar, the route's screen, footer. */
export function Layout() {
  const { pathname } = useLocation()
  useEffect(() => {
    // Braces matter: newer browsers return a promise from scrollTo, which React would take for a cleanup.
    window.scrollTo(0, 0)
  }, [pathname])

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href={`#${MAIN_ID}`}
        onClick={skipToMain}
        className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to main content
      </a>
      <Navbar />
      <main id={MAIN_ID} tabIndex={-1} className="flex-1 outline-none">
        <ErrorBoundary key={pathname}>
          <Suspense fallback={<PageLoader />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
      <Footer />
    </div>
  )
}
