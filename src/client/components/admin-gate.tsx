import { LockKeyhole } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'

import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import type { AuthState } from '@/lib/auth-state'

interface AdminGateProps {
  authState: AuthState
  children: ReactNode
}

/** Shows admin-only content to the signed-in admin, and everyone else the spec's sign-in prompt. */
export function AdminGate({ authState, children }: AdminGateProps) {
  if (authState === 'signed-in') return children
  if (authState === 'checking') return <SessionCheckPending />
  return (
    <Card className="mx-auto max-w-md text-center">
      <CardHeader className="items-center">
        <LockKeyhole aria-hidden="true" className="size-10 text-copper" />
        <CardTitle as="h2">Admin Access Required</CardTitle>
        <CardDescription>Please log in to access this feature</CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild>
          <Link to="/login">Go to Login</Link>
        </Button>
      </CardContent>
    </Card>
  )
}

export function SessionCheckPending() {
  return (
    <div role="status" className="flex flex-col gap-3">
      <span className="sr-only">Checking your session…</span>
      <Skeleton className="h-8 w-2/3 max-w-sm" />
      <Skeleton className="h-32 w-full" />
    </div>
  )
}
