import { Button } from '@/components/ui/button'
import { Skeleton } from '@/components/ui/skeleton'

import { useEmail } from '../api/get-email'
import { EmailMessage } from './email-message'

/** The body of the message opened in the dialog, read from the server now (the list carries none). */
export function OpenedMessage({ id }: { id: number }) {
  const message = useEmail(id)
  if (message.data) return <EmailMessage email={message.data} />
  if (message.isError) {
    return (
      <div
        role="alert"
        className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-4 text-sm"
      >
        <span className="text-muted-foreground">The message could not be loaded.</span>
        <Button
          size="sm"
          variant="outline"
          onClick={() => void message.refetch()}
          disabled={message.isFetching}
        >
          {message.isFetching ? 'Trying again...' : 'Try again'}
        </Button>
      </div>
    )
  }
  return (
    <div role="status" className="flex flex-col gap-2 rounded-md border p-4">
      <span className="sr-only">Loading the message…</span>
      <Skeleton className="h-4 w-3/4" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-2/3" />
    </div>
  )
}
