import { AlertTriangle, type LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'

import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'

interface ListEmptyProps {
  icon: LucideIcon
  /** The spec's empty text ('No bookings found', 'No customers yet.'). */
  title: string
  /** What to try next, in a smaller line. */
  children: ReactNode
  className?: string
}

/** A list with nothing to show: an icon, the spec's words and a hint. */
export function ListEmpty({ icon: Icon, title, children, className }: ListEmptyProps) {
  return (
    <div className={cn('flex flex-col items-center gap-2 px-4 py-12 text-center', className)}>
      <span className="flex size-12 items-center justify-center rounded-full bg-accent text-copper">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h3 className="text-lg font-semibold">{title}</h3>
      <p className="text-sm text-muted-foreground">{children}</p>
    </div>
  )
}

interface ListErrorProps {
  /** The spec's screen-level text ('Failed to load bookings'). */
  message: string
  onRetry: () => void
  retrying: boolean
  className?: string
}

/** A view whose data could not be loaded, announced, with 'Try Again'. */
export function ListError({ message, onRetry, retrying, className }: ListErrorProps) {
  return (
    <div role="alert" className={cn('flex flex-col items-center gap-3 px-4 py-12 text-center', className)}>
      <AlertTriangle aria-hidden="true" className="size-8 text-destructive" />
      <p className="font-semibold">{message}</p>
      <Button variant="outline" onClick={onRetry} disabled={retrying}>
        {retrying ? 'Trying again...' : 'Try Again'}
      </Button>
    </div>
  )
}
