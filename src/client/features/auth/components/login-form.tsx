import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'
import { Link, useNavigate, useSearchParams } from 'react-router'

import { FormField } from '@/components/form-field'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { serverMessageOf } from '@/lib/api-client'
import { toast } from '@/lib/toast'
import { useHydrated } from '@/lib/use-hydrated'

import { LoginBody } from '@shared/auth.schema.ts'
import { FORGOT_PASSWORD_PATH } from '@shared/password-reset.schema.ts'
import { returnAfterSignIn } from '@shared/sign-in-return.ts'
import { useLogin } from '../api/login'
import { UsernameField } from './username-field'

export function LoginForm() {
  const navigate = useNavigate()
  const [searchParams] = useSearchParams()
  // The toast and the way on are given to the hook: once signed in, the sign-in page itself turns into a redirect
  // and unmounts this form, which drops a callback given to mutate().
  const login = useLogin(() => {
    toast({ title: 'Success', description: 'Logged in successfully' })
    void navigate(returnAfterSignIn(searchParams.get('next')))
  })
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(LoginBody), defaultValues: { username: '', password: '' } })

  // A drawn form takes no input before its code handles it: a press would send the password in the address.
  const hydrated = useHydrated()
  const onSubmit = handleSubmit((credentials) =>
    login.mutate(credentials, {
      onError: (error) =>
        toast({
          title: 'Login Failed',
          description: serverMessageOf(error) ?? 'Invalid credentials',
          variant: 'destructive',
        }),
    }),
  )

  return (
    <form onSubmit={onSubmit} noValidate inert={!hydrated} className="flex flex-col gap-5">
      <UsernameField registration={register('username')} error={errors.username?.message} />
      <FormField id="password" label="Password" error={errors.password?.message}>
        {(control) => (
          <Input type="password" autoComplete="current-password" {...control} {...register('password')} />
        )}
      </FormField>
      <Button type="submit" size="lg" disabled={login.isPending}>
        {login.isPending ? 'Logging in...' : 'Login'}
      </Button>
      <Link
        to={FORGOT_PASSWORD_PATH}
        className="self-center rounded-sm text-sm font-medium text-primary underline underline-offset-4"
      >
        Forgot password?
      </Link>
    </form>
  )
}
