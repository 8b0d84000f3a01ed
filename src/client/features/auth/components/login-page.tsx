import { ShieldCheck } from 'lucide-react'

import { useDocumentTitle } from '@/lib/use-document-title'

import { AuthCard } from './auth-card'
import { LoginForm } from './login-form'

export function LoginPage() {
  useDocumentTitle('Admin Login')
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
