import { useId, type ReactNode } from 'react'

import { cn } from '@/lib/cn'

interface ReceiptSectionProps {
  title: string
  icon: ReactNode
  children: ReactNode
  className?: string
}

/** One titled part of the receipt. */
export function ReceiptSection({ title, icon, children, className }: ReceiptSectionProps) {
  const titleId = useId()
  return (
    <section
      aria-labelledby={titleId}
      className={cn('flex min-w-0 flex-col gap-4 p-6 print:gap-2 print:px-0 print:py-3', className)}
    >
      <h2 id={titleId} className="flex items-center gap-2 text-lg font-semibold print:text-base">
        <span aria-hidden="true" className="text-copper [&_svg]:size-5 print:[&_svg]:size-4">
          {icon}
        </span>
        {title}
      </h2>
      {children}
    </section>
  )
}

/** A label and its value in a receipt's description list. */
export function ReceiptField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5 sm:flex-row sm:gap-3 print:flex-row print:gap-3">
      <dt className="shrink-0 text-sm text-muted-foreground sm:w-28 print:w-24">{label}</dt>
      <dd className="min-w-0 font-medium wrap-anywhere">{children}</dd>
    </div>
  )
}
