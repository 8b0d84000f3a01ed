import { useId, type ReactNode } from 'react'

import { cn } from '@/lib/cn'

interface CustomerSectionProps {
  title: string
  /** Beside the title: a filter, a link. */
  aside?: ReactNode
  className?: string
  children: ReactNode
}

/** One titled part of the details dialog. */
export function CustomerSection({ title, aside, className, children }: CustomerSectionProps) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className={cn('flex min-w-0 flex-col gap-3', className)}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-sm font-semibold tracking-wide text-copper uppercase">
          {title}
        </h3>
        {aside}
      </div>
      {children}
    </section>
  )
}
