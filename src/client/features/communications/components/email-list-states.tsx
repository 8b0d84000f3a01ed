import { AlertTriangle, Inbox } from 'lucide-react'

import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'

import type { EmailFilter } from '../api/get-emails'

const EMPTY_MESSAGES: Record<EmailFilter, string> = {
  all: 'No emails received yet',
  unread: 'No unread emails',
  read: 'No read emails',
}

export function EmailListSkeleton() {
  return (
    <div role="status" className="flex flex-col divide-y">
      <span className="sr-only">Loading emails…</span>
      {Array.from({ length: 4 }, (_, index) => (
        <div key={index} className="flex flex-col gap-2 px-4 py-3">
          <div className="flex justify-between gap-4">
            <Skeleton className="h-4 w-40" />
            <Skeleton className="h-3 w-16" />
          </div>
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-3 w-full" />
        </div>
      ))}
    </div>
  )
}

export function EmailListEmpty({ filter }: { filter: EmailFilter }) {
  return (
    <div className="flex flex-col items-center gap-2 px-4 py-10 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-accent text-copper">
        <Inbox aria-hidden="true" className="size-6" />
      </span>
      <h3 className="text-lg font-semibold">No emails found</h3>
      <p className="text-muted-foreground">{EMPTY_MESSAGES[filter]}</p>
    </div>
  )
}

export function EmailListError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 px-4 py-10 text-center">
      <AlertTriangle aria-hidden="true" className="size-8 text-destructive" />
      <p className="font-semibold">Failed to load emails</p>
      <Button variant="outline" onClick={onRetry} disabled={retrying}>
        {retrying ? 'Trying again...' : 'Try Again'}
      </Button>
    </div>
  )
}
