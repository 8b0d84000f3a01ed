import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'

import { cn } from '@/lib/cn'

const SIZES = {
  /** A page of its own ('Booking Not Found'): the page's h1. */
  page: {
    circle: 'size-14',
    icon: 'size-7',
    title: 'font-display text-3xl font-semibold',
    text: 'text-pretty text-muted-foreground',
  },
  /** A list or section with nothing to show ('No videos yet'). */
  section: {
    circle: 'size-12',
    icon: 'size-6',
    title: 'text-lg font-semibold',
    text: 'text-sm text-muted-foreground',
  },
}

interface IconNoticeProps {
  icon?: LucideIcon
  title: string
  size: keyof typeof SIZES
  /** The explanation under the title. */
  children: ReactNode
  /** Buttons or links to go on with. */
  actions?: ReactNode
  /** The box: spacing, border, width. */
  className?: string
  textClassName?: string
}

/** Nothing (or nothing found) to show: an icon, a title, what it means and where to go next. */
export function IconNotice({
  icon: Icon,
  title,
  size,
  children,
  actions,
  className,
  textClassName,
}: IconNoticeProps) {
  const look = SIZES[size]
  const Heading = size === 'page' ? 'h1' : 'h3'
  return (
    <div className={cn('flex flex-col items-center text-center', className)}>
      {Icon && (
        <span
          className={cn('flex items-center justify-center rounded-full bg-accent text-copper', look.circle)}
        >
          <Icon aria-hidden="true" className={look.icon} />
        </span>
      )}
      <Heading className={look.title}>{title}</Heading>
      <p className={cn(look.text, textClassName)}>{children}</p>
      {actions}
    </div>
  )
}
