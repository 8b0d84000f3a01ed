import { QueryClientProvider } from '@tanstack/react-query'
import { lazy, Suspense, useState, type ReactNode } from 'react'

import { createQueryClient } from '@/lib/query-client'

// Toasts only follow a person's action, so their code need not hold up the first paint.
const Toaster = lazy(() => import('@/components/ui/toaster').then((module) => ({ default: module.Toaster })))

/** Data cache and toasts for the whole app; the router is added by main.tsx (and by tests, in memory). */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient)
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </QueryClientProvider>
  )
}
