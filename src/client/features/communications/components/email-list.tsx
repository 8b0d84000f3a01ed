import { Button } from '@/components/ui/button'

import { EMAIL_PAGE_SIZE, type EmailList as EmailListData, type EmailSummary } from '@shared/email.schema.ts'
import type { EmailFilter } from '../api/get-emails'
import { EmailListEmpty, EmailListError, EmailListSkeleton } from './email-list-states'
import { EmailRow } from './email-row'

interface EmailListProps {
  filter: EmailFilter
  data: EmailListData | undefined
  /** No real page yet (first load, or another tab's placeholder). */
  loading: boolean
  failed: boolean
  retrying: boolean
  onRetry: () => void
  page: number
  onPageChange: (page: number) => void
  timeZone?: string
  onOpen: (email: EmailSummary, trigger: HTMLElement) => void
}

/** A tab's e-mails with its loading, empty and error states, and paging when there are more than fit. */
export function EmailList(props: EmailListProps) {
  const { filter, data, loading, failed, page, onPageChange } = props
  if (failed && !data) return <EmailListError onRetry={props.onRetry} retrying={props.retrying} />
  if (loading || !data) return <EmailListSkeleton />
  if (data.emails.length === 0 && page === 0) return <EmailListEmpty filter={filter} />

  const first = page * EMAIL_PAGE_SIZE + 1
  const last = page * EMAIL_PAGE_SIZE + data.emails.length
  const pages = Math.max(1, Math.ceil(data.total / EMAIL_PAGE_SIZE))
  return (
    <div className="flex flex-col gap-3">
      <ul aria-label="Emails" className="divide-y overflow-hidden rounded-lg border">
        {data.emails.map((email) => (
          <EmailRow
            key={email.id}
            email={email}
            timeZone={props.timeZone}
            onOpen={(opened, trigger) => props.onOpen(opened, trigger)}
          />
        ))}
      </ul>
      {pages > 1 && (
        <nav aria-label="Email pages" className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <p className="text-muted-foreground">
            Showing {first}-{last} of {data.total}
          </p>
          <div className="flex gap-2">
            <Button size="sm" variant="outline" onClick={() => onPageChange(page - 1)} disabled={page === 0}>
              Previous
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() => onPageChange(page + 1)}
              disabled={page >= pages - 1}
            >
              Next
            </Button>
          </div>
        </nav>
      )}
    </div>
  )
}
