import { zodResolver } from '@hookform/resolvers/zod'
import { LockKeyhole } from 'lucide-react'
import { useForm } from 'react-hook-form'
import { Link, useNavigate, useParams } from 'react-router'

import { FormField } from '@/components/form-field'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { serverMessageOf } from '@/lib/api-client'
import { showServerIssues } from '@/lib/server-issues'
import { toast } from '@/lib/toast'
import { useDocumentTitle } from '@/lib/use-document-title'

import { NEW_PASSWORD_MIN_LENGTH } from '@shared/account.schema.ts'
import { FORGOT_PASSWORD_PATH, SetNewPasswordForm } from '@shared/password-reset.schema.ts'
import { useResetPassword } from '../api/reset-password'
import { AuthCard } from './auth-card'

const FIELDS = [
  { name: 'newPassword', label: 'New password', hint: `At least ${NEW_PASSWORD_MIN_LENGTH} characters.` },
  { name: 'confirmPassword', label: 'Confirm new password' },
] as const

/**
 * /admin/reset-password/{token}, the link of the reset e-mail: a new password, twice. On success every session
 * has ended and the owner signs in again with it.
 */
export function ResetPasswordPage() {
  useDocumentTitle('Set a New Password')
  const token = useParams().token ?? ''
  const navigate = useNavigate()
  const reset = useResetPassword(token)
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<SetNewPasswordForm>({
    resolver: zodResolver(SetNewPasswordForm),
    defaultValues: { newPassword: '', confirmPassword: '' },
  })
  const onSubmit = handleSubmit(({ newPassword }) =>
    reset.mutate(
      { newPassword },
      {
        onSuccess: () => {
          toast({ title: 'Password changed', description: 'Sign in with your new password.' })
          void navigate('/login', { replace: true })
        },
        onError: (error) => void showServerIssues(error, ['newPassword'], setError),
      },
    ),
  )
  const refusal = reset.isError && !errors.newPassword ? serverMessageOf(reset.error) : undefined

  return (
    <AuthCard
      icon={LockKeyhole}
      title="Set a New Password"
      description="Choose the password you'll sign in with."
    >
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        {FIELDS.map((field) => (
          <FormField
            key={field.name}
            id={field.name}
            label={field.label}
            hint={'hint' in field ? field.hint : undefined}
            error={errors[field.name]?.message}
          >
            {(control) => (
              <Input type="password" autoComplete="new-password" {...control} {...register(field.name)} />
            )}
          </FormField>
        ))}
        {reset.isError && !errors.newPassword && (
          <div role="alert" className="flex flex-col gap-2 text-sm text-destructive">
            <p>{refusal ?? 'That did not work. Please check your connection and try again.'}</p>
            <Link
              to={FORGOT_PASSWORD_PATH}
              className="self-start rounded-sm font-medium text-primary underline underline-offset-4"
            >
              Ask for a new link
            </Link>
          </div>
        )}
        <Button type="submit" size="lg" disabled={reset.isPending}>
          {reset.isPending ? 'Saving...' : 'Set new password'}
        </Button>
      </form>
    </AuthCard>
  )
}
