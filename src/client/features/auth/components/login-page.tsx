import { ShieldCheck } from 'lucide-react'

import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card'
import { useDocumentTitle } from '@/lib/use-document-title'

import { LoginForm } from './login-form'

export function LoginPage() {
  useDocumentTitle('Admin Login')
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
