import { Inbox } from 'lucide-react'

import { ListEmpty, ListError } from '@/components/list-states'
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
    <ListEmpty icon={Inbox} title="No emails found" className="py-10">
      {EMPTY_MESSAGES[filter]}
    </ListEmpty>
  )
}

export function EmailListError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return <ListError message="Failed to load emails" onRetry={onRetry} retrying={retrying} className="py-10" />
}
