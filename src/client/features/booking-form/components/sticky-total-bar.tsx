import type { ReactNode } from 'react'

import { formatCents, formatKnives } from '@shared/format.ts'
import type { BookingEstimate } from '../booking-estimate'

interface StickyTotalBarProps {
  estimate: BookingEstimate
  /** The step's main button (Continue, Complete Booking), which submits the step's form by its id. */
  action: ReactNode
}

/**
 * On a phone and a narrow tablet the Booking Summary sits under the form: this bar keeps the running total and
 * the step's main button at the bottom of the screen while the customer chooses. Wide screens have the summary
 * beside the form instead.
 */
export function StickyTotalBar({ estimate, action }: StickyTotalBarProps) {
  const knives = estimate.totalKnives
  return (
    <div
      role="region"
      aria-label="Running total"
      data-sticky-total-bar
      className="fixed inset-x-0 bottom-0 z-30 border-t bg-card/95 px-4 py-3 shadow-[0_-4px_12px_rgb(0_0_0/0.06)] backdrop-blur lg:hidden print:hidden"
    >
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-3">
        <p className="flex min-w-0 flex-col">
          <span className="text-xs text-muted-foreground">Estimated total · {formatKnives(knives)}</span>
          <span className="text-xl font-semibold tabular-nums">{formatCents(estimate.totalCents)}</span>
        </p>
        {action}
      </div>
    </div>
  )
}
