import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { useNavigate, useSearchParams } from 'react-router'

import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { serverMessageOf } from '@/lib/api-client'
import { returnAfterSignIn } from '@/lib/sign-in-return'
import { toast } from '@/lib/toast'

import { LoginBody } from '../../../../shared/auth.schema.ts'
import { useLogin } from '../api/login'

export function LoginForm() {
  const navigate = useNavigate()
  const [searchParams] = useSearchParams()
  const login = useLogin()
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(LoginBody), defaultValues: { username: '', password: '' } })

  const onSubmit = handleSubmit((credentials) =>
    login.mutate(credentials, {
      onSuccess: () => {
        toast({ title: 'Success', description: 'Logged in successfully' })
        void navigate(returnAfterSignIn(searchParams.get('next')))
      },
      onError: (error) =>
        toast({
          title: 'Login Failed',
          description: serverMessageOf(error) ?? 'Invalid credentials',
          variant: 'destructive',
        }),
    }),
  )

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <Label htmlFor="username">Username</Label>
        <Input
          id="username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          aria-invalid={errors.username ? true : undefined}
          aria-describedby={errors.username ? 'username-error' : undefined}
          {...register('username')}
        />
        {errors.username && (
          <p id="username-error" className="text-sm font-medium text-destructive">
            {errors.username.message}
          </p>
        )}
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="password">Password</Label>
        <Input
          id="password"
          type="password"
          autoComplete="current-password"
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? 'password-error' : undefined}
          {...register('password')}
        />
        {errors.password && (
          <p id="password-error" className="text-sm font-medium text-destructive">
            {errors.password.message}
          </p>
        )}
      </div>
      <Button type="submit" size="lg" disabled={login.isPending}>
        {login.isPending ? 'Logging in...' : 'Login'}
      </Button>
    </form>
  )
}
