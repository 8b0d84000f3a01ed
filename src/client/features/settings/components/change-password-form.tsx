import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'

import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { serverMessageOf } from '@/lib/api-client'
import { toast } from '@/lib/toast'

import { ChangePasswordBody } from '@shared/account.schema.ts'
import { useChangePassword } from '../api/change-password'
import { showServerIssues } from '@/lib/server-issues'
import { FormField } from '@/components/form-field'

const FIELDS = [
  { name: 'currentPassword', label: 'Current password', autoComplete: 'current-password' },
  {
    name: 'newPassword',
    label: 'New password',
    autoComplete: 'new-password',
    hint: 'At least 8 characters.',
  },
] as const

/** A new password, given the current one; every other signed-in browser is signed out. */
export function ChangePasswordForm() {
  const change = useChangePassword()
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<ChangePasswordBody>({
    resolver: zodResolver(ChangePasswordBody),
    defaultValues: { currentPassword: '', newPassword: '' },
  })
  const onSubmit = handleSubmit((values) =>
    change.mutate(values, {
      onSuccess: ({ endedSessions }) => {
        reset()
        toast({
          title: 'Password changed',
          description:
            endedSessions === 0
              ? 'Use the new password next time you sign in.'
              : `Signed out ${endedSessions} other session${endedSessions === 1 ? '' : 's'}.`,
        })
      },
      onError: (error) => {
        if (showServerIssues(error, ['currentPassword', 'newPassword'], setError)) return
        toast({
          title: 'Error',
          description: serverMessageOf(error) ?? 'Failed to change the password',
          variant: 'destructive',
        })
      },
    }),
  )
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
      <h4 className="font-semibold">Change password</h4>
      <div className="grid gap-5 sm:grid-cols-2">
        {FIELDS.map((field) => (
          <FormField
            key={field.name}
            id={`account-${field.name}`}
            label={field.label}
            hint={'hint' in field ? field.hint : undefined}
            error={errors[field.name]?.message}
          >
            {(control) => (
              <Input
                type="password"
                autoComplete={field.autoComplete}
                {...control}
                {...register(field.name)}
              />
            )}
          </FormField>
        ))}
      </div>
      <div>
        <Button type="submit" disabled={change.isPending}>
          {change.isPending ? 'Changing...' : 'Change password'}
        </Button>
      </div>
    </form>
  )
}
