import { Link } from 'react-router'

import { Badge } from '@/components/ui/badge'
import { Skeleton } from '@/components/ui/skeleton'
import { formatEmailTime } from '@/lib/format-email-time'

import type { EmailSummary } from '@shared/email.schema.ts'
import { CustomerSection } from './customer-section'

interface CustomerEmailsProps {
  /** undefined while loading. */
  emails: EmailSummary[] | undefined
  failed: boolean
  timeZone?: string
}

/** The customer's latest e-mails to the business, newest first; the inbox holds them in full. */
export function CustomerEmails({ emails, failed, timeZone }: CustomerEmailsProps) {
  const toInbox = (
    <Link
      to="?tab=communications"
      className="text-sm font-medium text-primary underline-offset-4 hover:underline"
    >
      Open Communications
    </Link>
  )
  return (
    <CustomerSection title="E-mails" aside={emails && emails.length > 0 ? toInbox : undefined}>
      {failed ? (
        <p role="alert" className="text-sm text-muted-foreground">
          The e-mails could not be loaded.
        </p>
      ) : !emails ? (
        <div role="status">
          <span className="sr-only">Loading e-mails…</span>
          <Skeleton className="h-12 w-full" />
        </div>
      ) : emails.length === 0 ? (
        <p className="rounded-md border border-dashed p-4 text-center text-sm text-muted-foreground">
          No e-mails from this customer yet.
        </p>
      ) : (
        <ul aria-label="E-mails from this customer" className="flex flex-col divide-y rounded-lg border">
          {emails.map((email) => (
            <li key={email.id} className="flex min-w-0 flex-col gap-1 p-3 text-sm">
              <div className="flex items-start justify-between gap-3">
                <span className="flex min-w-0 items-center gap-2">
                  <span className="truncate font-medium">
                    {email.subject?.trim() ? email.subject : 'No Subject'}
                  </span>
                  {email.source === 'order-page' && <Badge variant="outline">Sent from the order page</Badge>}
                  {!email.isRead && <Badge>New</Badge>}
                </span>
                <time dateTime={email.receivedAt} className="shrink-0 text-xs text-muted-foreground">
                  {formatEmailTime(email.receivedAt, timeZone)}
                </time>
              </div>
              <p className="line-clamp-2 break-words text-muted-foreground">{email.preview}</p>
            </li>
          ))}
        </ul>
      )}
    </CustomerSection>
  )
}
