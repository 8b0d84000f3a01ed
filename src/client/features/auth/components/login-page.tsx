import { ShieldCheck } from 'lucide-react'
import { Navigate, useSearchParams } from 'react-router'

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { returnAfterSignIn } from '@/lib/sign-in-return'
import { useDocumentTitle } from '@/lib/use-document-title'

import { useAuthState } from '../api/get-current-user'
import { LoginForm } from './login-form'

/** The sign-in page; an owner already signed in goes straight on to the admin (or the screen in ?next=). */
export function LoginPage() {
  useDocumentTitle('Admin Login')
  const [searchParams] = useSearchParams()
  if (useAuthState() === 'signed-in')
    return <Navigate to={returnAfterSignIn(searchParams.get('next'))} replace />
  return (
    <div className="flex justify-center px-4 py-12 sm:py-20">
      <Card className="w-full max-w-sm">
        <CardHeader className="items-center text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-accent text-copper">
            <ShieldCheck aria-hidden="true" className="size-6" />
          </span>
          <CardTitle as="h1" className="text-2xl">
            Admin Login
          </CardTitle>
          <CardDescription>Sign in to manage bookings, customers and videos.</CardDescription>
        </CardHeader>
        <CardContent>
          <LoginForm />
        </CardContent>
      </Card>
    </div>
  )
}
