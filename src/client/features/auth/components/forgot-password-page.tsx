import { zodResolver } from '@hookform/resolvers/zod'
import { KeyRound } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { useForm } from 'react-hook-form'
import { Link } from 'react-router'

import { Button } from '@/components/ui/button'
import { serverMessageOf } from '@/lib/api-client'
import { useDocumentTitle } from '@/lib/use-document-title'

import { PASSWORD_RESET_REQUESTED, PasswordResetRequestBody } from '@shared/password-reset.schema.ts'
import { useRequestPasswordReset } from '../api/request-password-reset'
import { AuthCard } from './auth-card'
import { UsernameField } from './username-field'

const LINK_CLASS = 'rounded-sm font-medium text-primary underline underline-offset-4'

/**
 * /admin/forgot-password, from "Forgot password?" on the sign-in page: asks for the username and e-mails a reset
 * link to the business address. It says the same whatever the name, as the server answers the same.
 */
export function ForgotPasswordPage() {
  useDocumentTitle('Forgot Password')
  const send = useRequestPasswordReset()
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(PasswordResetRequestBody), defaultValues: { username: '' } })
  const onSubmit = handleSubmit((body) => send.mutate(body))
  // The form gives way to the answer: focus follows, so a keyboard or screen reader user lands on it.
  const answer = useRef<HTMLParagraphElement>(null)
  useEffect(() => {
    if (send.isSuccess) answer.current?.focus()
  }, [send.isSuccess])

  return (
    <AuthCard
      icon={KeyRound}
      title="Forgot Password"
      description="We'll e-mail a link to set a new password to the business address."
    >
      {send.isSuccess ? (
        <div className="flex flex-col gap-4 text-center">
          <p
            ref={answer}
            tabIndex={-1}
            role="status"
            className="rounded-md bg-accent px-4 py-3 font-medium outline-none"
          >
            {PASSWORD_RESET_REQUESTED}
          </p>
          <p className="text-sm text-muted-foreground">
            The link works once, within one hour. No e-mail? Check the spam folder, or ask again.
          </p>
          <Link to="/login" className={LINK_CLASS}>
            Back to sign in
          </Link>
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
          <UsernameField registration={register('username')} error={errors.username?.message} />
          {send.isError && (
            <p role="alert" className="text-sm text-destructive">
              {serverMessageOf(send.error) ??
                'That did not work. Please check your connection and try again.'}
            </p>
          )}
          <Button type="submit" size="lg" disabled={send.isPending}>
            {send.isPending ? 'Sending...' : 'Send reset link'}
          </Button>
          <Link to="/login" className={`self-center text-sm ${LINK_CLASS}`}>
            Back to sign in
          </Link>
        </form>
      )}
    </AuthCard>
  )
}
