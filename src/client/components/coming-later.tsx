import { Hammer } from 'lucide-react'
import type { ReactNode } from 'react'

import { cn } from '@/lib/cn'

interface ComingLaterProps {
  /** What the finished screen will hold. */
  children: ReactNode
  /** Which later piece of work brings it. */
  arrivesWith: string
  className?: string
}

/** A clearly marked stand-in for a screen or panel that a later issue builds. */
export function ComingLater({ children, arrivesWith, className }: ComingLaterProps) {
  return (
    <div
      className={cn(
        'flex gap-3 rounded-lg border border-dashed border-input bg-muted/60 p-4 text-sm text-muted-foreground',
        className,
      )}
    >
      <Hammer aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-copper" />
      <div className="flex flex-col gap-1">
        <p className="text-foreground">{children}</p>
        <p>Arrives with {arrivesWith}.</p>
      </div>
    </div>
  )
}
