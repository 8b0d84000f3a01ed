import { AlertTriangle, type LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'

import { IconNotice } from '@/components/icon-notice'
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
export function ListEmpty({ icon, title, children, className }: ListEmptyProps) {
  return (
    <IconNotice icon={icon} title={title} size="section" className={cn('gap-2 px-4 py-12', className)}>
      {children}
    </IconNotice>
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
