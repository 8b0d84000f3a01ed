import { LogIn, Search } from 'lucide-react'
import { Suspense } from 'react'
import { Link, useLocation } from 'react-router'

import { ErrorBoundary } from '@/components/error-boundary'
import { navItemClass } from '@/components/nav-item-class'
import { Skeleton } from '@/components/ui/skeleton'
import { currentUserQueryKey } from '@/lib/auth-state'
import { firstLoadData } from '@/lib/first-load-query'
import { lazyWithQueryClient } from '@/lib/lazy-with-query-client'

import { useAuthState } from '@/features/auth/api/get-current-user'

// Only the admin signs out: its code, and the data cache it needs, load when the admin is signed in.
const SignedInNavItems = lazyWithQueryClient(() =>
  import('@/app/layout/signed-in-nav-items').then((module) => module.SignedInNavItems),
)

/**
 * The signed-in admin's items, loaded ahead when the page came with a session (a page the server drew, app/main.tsx):
 * the browser then takes the bar over whole, instead of drawing Logout again as the data cache arrives.
 */
export const preloadNavItems = (): Promise<void> | undefined =>
  firstLoadData(currentUserQueryKey) ? SignedInNavItems.preload() : undefined

interface NavItemsProps {
  /** Full-width items, one under the other (the small-screen menu). */
  stacked?: boolean
  /** Called when one of the links is followed. */
  onNavigate?: () => void
}

/** The bar's items: Search Orders (not on its own page), then Admin Login or the signed-in admin's Logout. */
export function NavItems({ stacked = false, onNavigate }: NavItemsProps) {
  const { pathname } = useLocation()
  const authState = useAuthState()
  const placeholder = <Skeleton className={stacked ? 'h-10 w-full' : 'h-10 w-32'} />

  return (
    <>
      {pathname !== '/order-search' && (
        <Link to="/order-search" onClick={onNavigate} className={navItemClass('ghost', stacked)}>
          <Search aria-hidden="true" />
          Search Orders
        </Link>
      )}
      {authState === 'checking' && placeholder}
      {authState === 'signed-out' && (
        <Link to="/login" onClick={onNavigate} className={navItemClass('default', stacked)}>
          <LogIn aria-hidden="true" />
          Admin Login
        </Link>
      )}
      {authState === 'signed-in' && (
        <ErrorBoundary>
          <Suspense fallback={placeholder}>
            <SignedInNavItems stacked={stacked} />
          </Suspense>
        </ErrorBoundary>
      )}
    </>
  )
}
