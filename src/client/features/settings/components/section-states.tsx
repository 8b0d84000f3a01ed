import { Skeleton } from '@/components/ui/skeleton'
import { ListError } from '@/components/list-states'

/** A section whose settings are on their way. */
export function SectionLoading() {
  return (
    <div className="flex flex-col gap-3" aria-busy="true">
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-10 w-full" />
      <Skeleton className="h-10 w-2/3" />
    </div>
  )
}

/** A section whose settings could not be read, with Try Again. */
export function SectionError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return <ListError message="Failed to load these settings" onRetry={onRetry} retrying={retrying} />
}
