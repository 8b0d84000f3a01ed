import { LogIn, LogOut, Search } from 'lucide-react'
import { Link, useLocation } from 'react-router'

import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { serverMessageOf } from '@/lib/api-client'
import { cn } from '@/lib/cn'
import { toast } from '@/lib/toast'

import { useAuthState } from '@/features/auth/api/get-current-user'
import { useLogout } from '@/features/auth/api/logout'

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
  const logout = useLogout()
  const itemClass = cn(stacked && 'w-full justify-start')

  const signOut = () =>
    logout.mutate(undefined, {
      onError: (error) =>
        toast({
          title: 'Error',
          description: serverMessageOf(error) ?? 'Failed to log out',
          variant: 'destructive',
        }),
    })

  return (
    <>
      {pathname !== '/order-search' && (
        <Button asChild variant="ghost" className={itemClass}>
          <Link to="/order-search" onClick={onNavigate}>
            <Search aria-hidden="true" />
            Search Orders
          </Link>
        </Button>
      )}
      {authState === 'checking' && <Skeleton className={cn('h-10 w-32', stacked && 'w-full')} />}
      {authState === 'signed-out' && (
        <Button asChild className={itemClass}>
          <Link to="/login" onClick={onNavigate}>
            <LogIn aria-hidden="true" />
            Admin Login
          </Link>
        </Button>
      )}
      {authState === 'signed-in' && (
        <>
          <span className={cn('px-2 text-sm font-medium', stacked && 'py-2')}>Welcome, Admin</span>
          <Button variant="outline" className={itemClass} onClick={signOut} disabled={logout.isPending}>
            <LogOut aria-hidden="true" />
            Logout
          </Button>
        </>
      )}
    </>
  )
}
