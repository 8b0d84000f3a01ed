import { ShieldCheck } from 'lucide-react'
import { Navigate, useSearchParams } from 'react-router'

import { useDocumentTitle } from '@/lib/use-document-title'

import { returnAfterSignIn } from '@shared/sign-in-return.ts'
import { useAuthState } from '../api/get-current-user'
import { AuthCard } from './auth-card'
import { LoginForm } from './login-form'

/** The sign-in page; an owner already signed in goes straight on to the admin (or the screen in ?next=). */
export function LoginPage() {
  useDocumentTitle('Admin Login')
  const [searchParams] = useSearchParams()
  if (useAuthState() === 'signed-in')
    return <Navigate to={returnAfterSignIn(searchParams.get('next'))} replace />
  return (
    <AuthCard
      icon={ShieldCheck}
      title="Admin Login"
      description="Sign in to manage bookings, customers and videos."
    >
      <LoginForm />
    </AuthCard>
  )
}
