import { Badge } from '@/components/ui/badge'
import { cn } from '@/lib/cn'
import { formatEmailTime } from '@/lib/format-email-time'

import type { EmailSummary } from '@shared/email.schema.ts'
import { ORDER_PAGE_LABEL, senderLabel } from '../lib/sender'

interface EmailRowProps {
  email: EmailSummary
  timeZone?: string
  onOpen: (email: EmailSummary, trigger: HTMLElement) => void
}

/** One e-mail in the list: sender, badges, subject, preview and time; the whole row opens it. */
export function EmailRow({ email, timeZone, onOpen }: EmailRowProps) {
  const preview = email.preview
  const sender = senderLabel(email)
  return (
    <li>
      <button
        type="button"
        onClick={(event) => onOpen(email, event.currentTarget)}
        className={cn(
          'flex w-full flex-col gap-1 border-l-4 px-4 py-3 text-left transition-colors hover:bg-accent focus-visible:-outline-offset-2',
          email.isRead ? 'border-l-transparent' : 'border-l-copper bg-accent/40',
        )}
      >
        <span className="flex w-full items-start justify-between gap-3">
          <span className="flex min-w-0 flex-wrap items-center gap-x-2 gap-y-1">
            <span className={cn('min-w-0 truncate', email.isRead ? 'font-medium' : 'font-semibold')}>
              {sender}
            </span>
            {email.source === 'order-page' ? (
              <Badge variant="outline">{ORDER_PAGE_LABEL}</Badge>
            ) : (
              email.customer && <Badge variant="secondary">Known Customer</Badge>
            )}
            {!email.isRead && <Badge>New</Badge>}
          </span>
          <time dateTime={email.receivedAt} className="shrink-0 pt-0.5 text-xs text-muted-foreground">
            {formatEmailTime(email.receivedAt, timeZone)}
          </time>
        </span>
        <span className={cn('block truncate', !email.isRead && 'font-semibold')}>
          {email.subject?.trim() ? email.subject : 'No Subject'}
        </span>
        {preview && <span className="line-clamp-2 text-sm break-words text-muted-foreground">{preview}</span>}
      </button>
    </li>
  )
}
