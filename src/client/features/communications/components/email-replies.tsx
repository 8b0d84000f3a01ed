import { useId } from 'react'

import { MailStatusBadge } from '@/components/mail-status-badge'
import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'
import { cn } from '@/lib/cn'
import { describeMailState } from '@/lib/outbox-labels'

import { useEmailReplies } from '../api/get-email-replies'

/** The owner's replies to the opened message, oldest first: what they wrote, to whom, and where its e-mail stands. */
export function EmailReplies({ emailId, timeZone }: { emailId: number; timeZone?: string }) {
  const headingId = useId()
  const replies = useEmailReplies(emailId)
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h3 id={headingId} className="text-sm font-semibold">
        Replies
      </h3>
      {replies.isError ? (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3 text-sm"
        >
          <span className="text-muted-foreground">The replies could not be loaded.</span>
          <Button
            size="sm"
            variant="outline"
            onClick={() => void replies.refetch()}
            disabled={replies.isFetching}
          >
            {replies.isFetching ? 'Trying again...' : 'Try again'}
          </Button>
        </div>
      ) : !replies.data ? (
        <div role="status" className="flex flex-col gap-2">
          <span className="sr-only">Loading the replies…</span>
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-4 w-3/4" />
        </div>
      ) : replies.data.replies.length === 0 ? (
        <p className="text-sm text-muted-foreground">You have not replied to this message yet.</p>
      ) : (
        <ol className="flex flex-col gap-2" aria-label="Replies">
          {replies.data.replies.map((reply) => (
            <li key={reply.id} className="flex flex-col gap-1.5 rounded-md border bg-accent/30 p-3 text-sm">
              <div className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
                <MailStatusBadge status={reply.mail.status} />
                <span className="break-all">to {reply.mail.to}</span>
              </div>
              <p className="break-words whitespace-pre-wrap">{reply.body}</p>
              <p
                className={cn(
                  'text-xs break-words',
                  reply.mail.status === 'failed' ? 'text-destructive' : 'text-muted-foreground',
                )}
              >
                {describeMailState(reply.mail, timeZone)}
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
