import { clsx } from 'clsx'
import type { ComponentProps } from 'react'

// The landing page shows skeletons and ships without tailwind-merge, so the one class a caller may want to
// change, the rounding, is swapped here rather than merged.
const ROUNDING = /(?:^|\s)rounded(?:-(?:none|xs|sm|md|lg|xl|2xl|3xl|4xl|full))?(?=\s|$)/

/** A grey placeholder block; hidden from assistive technology, so pair it with a status text. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      aria-hidden="true"
      className={clsx('animate-pulse bg-muted', !ROUNDING.test(className ?? '') && 'rounded-md', className)}
      {...props}
    />
  )
}
