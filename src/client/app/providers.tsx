import { lazy, Suspense, type ReactNode } from 'react'

import { useToasterWanted } from '@/lib/toaster-state'

// Toasts only follow a person's action: the toaster's code loads with the first one (lib/toast.ts).
const Toaster = lazy(() => import('@/components/ui/toaster').then((module) => ({ default: module.Toaster })))

/**
 * Toasts for the whole app; the router is added by main.tsx (and by tests, in memory). The data cache comes
 * with the screens that use it (lib/lazy-with-query-client.tsx), so the landing page loads without it.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const toasterWanted = useToasterWanted()
  return (
    <>
      {children}
      {toasterWanted && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </>
  )
}
