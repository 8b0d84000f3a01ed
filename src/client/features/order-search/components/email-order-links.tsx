import { MailCheck } from 'lucide-react'

import { Button } from '@/components/ui/button'
import { ApiRequestError } from '@/lib/api-client'

import { useEmailOrderLinks } from '../api/email-order-links'

/**
 * "E-mail me my order links" under a look-up by e-mail: the private link of each order goes to that address,
 * so only its owner can open them. The answer reads the same whether or not the address has orders.
 */
export function EmailOrderLinks({ email }: { email: string }) {
  const send = useEmailOrderLinks()
  const sentFor = send.isSuccess ? send.variables.email : undefined
  const failure =
    send.error instanceof ApiRequestError && send.error.serverMessage
      ? send.error.serverMessage
      : send.error
        ? 'Something went wrong. Please try again in a moment.'
        : undefined
  return (
    <section
      aria-labelledby="order-links-title"
      className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between sm:p-6"
    >
      <div className="flex flex-col gap-1">
        <h2 id="order-links-title" className="text-lg font-semibold">
          Manage your orders
        </h2>
        <p className="text-sm text-muted-foreground">
          We can e-mail {email} a private link to each of its orders, to follow, reschedule or cancel them.
        </p>
        <p role="status" className="text-sm font-medium">
          {sentFor === email ? send.data?.message : failure}
        </p>
      </div>
      <Button
        variant="outline"
        className="shrink-0"
        disabled={send.isPending}
        onClick={() => send.mutate({ email })}
      >
        <MailCheck aria-hidden="true" />
        {send.isPending ? 'Sending…' : 'E-mail me my order links'}
      </Button>
    </section>
  )
}
