import { clsx } from 'clsx'
import { LogOut } from 'lucide-react'

import { navItemClass } from '@/components/nav-item-class'
import { serverMessageOf } from '@/lib/api-client'
import { toast } from '@/lib/toast'

import { useLogout } from '@/features/auth/api/logout'

/** The signed-in admin's greeting and Logout, which stays pending until the session check has run again. */
export function SignedInNavItems({ stacked }: { stacked: boolean }) {
  const logout = useLogout()

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
      <span className={clsx('px-2 text-sm font-medium', stacked && 'py-2')}>Welcome, Admin</span>
      <button
        type="button"
        className={navItemClass('outline', stacked)}
        onClick={signOut}
        disabled={logout.isPending}
      >
        <LogOut aria-hidden="true" />
        Logout
      </button>
    </>
  )
}
