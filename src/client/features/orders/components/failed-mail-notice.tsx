import { MailWarning, RotateCw } from 'lucide-react'

import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'
import { useRetryMail } from '@/lib/outbox-api'

import type { Booking } from '@shared/booking.schema.ts'
import { formatBookingId } from '@shared/format.ts'
import { MAIL_KIND_NAMES } from '@shared/outbox.schema.ts'

interface FailedMailNoticeProps {
  booking: Pick<Booking, 'id' | 'failedMail'>
  className?: string
}

/**
 * An order whose e-mail to the customer failed for good, where the owner looks at the order (its row, card and
 * dialog): what was not sent, in plain words, and Retry, the Outgoing view's own. Nothing when all went out.
 */
export function FailedMailNotice({ booking, className }: FailedMailNoticeProps) {
  const { retryMail, retrying } = useRetryMail()
  const failed = booking.failedMail
  if (!failed) return null
  const notSent = `${MAIL_KIND_NAMES[failed.kind]} not sent`
  const pending = retrying(failed.id)
  return (
    <div className={cn('flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-destructive', className)}>
      <span className="flex items-center gap-1.5 font-medium">
        <MailWarning aria-hidden="true" className="size-4 shrink-0" />
        {notSent}
      </span>
      <Button
        variant="outline"
        size="sm"
        className="relative z-10 h-8 px-2.5"
        onClick={() => retryMail(failed.id)}
        disabled={pending}
        aria-label={`Retry: ${notSent.toLowerCase()} for ${formatBookingId(booking.id)}`}
      >
        <RotateCw aria-hidden="true" />
        {pending ? 'Retrying...' : 'Retry'}
      </Button>
    </div>
  )
}
