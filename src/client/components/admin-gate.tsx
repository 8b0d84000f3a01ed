import { LockKeyhole } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link, useLocation } from 'react-router'

import { Button } from '@/components/ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { Skeleton } from '@/components/ui/skeleton'
import type { AuthState } from '@/lib/auth-state'
import { SESSION_ENDED, useSessionEnded } from '@/lib/session-ended'

import { signInPath } from '@shared/sign-in-return.ts'

interface AdminGateProps {
  authState: AuthState
  children?: ReactNode
}

/** Shows admin-only content to the signed-in admin, and everyone else the spec's sign-in prompt. */
export function AdminGate({ authState, children }: AdminGateProps) {
  if (authState === 'signed-in') return children
  if (authState === 'checking') return <SessionCheckPending />
  return <SignInPrompt />
}

/**
 * The spec's prompt, saying so when the session ended mid-work; signing in from it comes back to this screen.
 */
function SignInPrompt() {
  const { pathname, search } = useLocation()
  const ended = useSessionEnded()
  return (
    <Card className="mx-auto max-w-md text-center">
      <CardHeader className="items-center">
        <LockKeyhole aria-hidden="true" className="size-10 text-copper" />
        <CardTitle as="h2">Admin Access Required</CardTitle>
        <CardDescription>Please log in to access this feature</CardDescription>
        {ended && (
          <p role="alert" className="mt-2 rounded-md bg-accent px-3 py-2 text-sm font-medium">
            {SESSION_ENDED}
          </p>
        )}
      </CardHeader>
      <CardContent>
        <Button asChild>
          <Link to={signInPath(pathname + search)}>Go to Login</Link>
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
