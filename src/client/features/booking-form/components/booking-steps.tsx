import { Check } from 'lucide-react'

import { Progress } from '@/components/ui/progress'
import { cn } from '@/lib/cn'

export interface BookingStep {
  label: string
  /** Makes the label a button that opens this step; steps without it are shown, not chosen. */
  onSelect?: () => void
}

interface BookingStepsProps {
  steps: BookingStep[]
  /** Index of the step shown. */
  current: number
  /** The progress bar's value (spec section 2: 33 and 66 on the detailed form, 50 and 100 on the simplified). */
  percent: number
}

/** The numbered step labels and the progress bar above a booking form. */
export function BookingSteps({ steps, current, percent }: BookingStepsProps) {
  return (
    <nav aria-label="Booking steps" className="flex flex-col gap-3">
      <ol className="flex gap-2 sm:gap-6">
        {steps.map((step, index) => {
          const state = index < current ? 'done' : index === current ? 'current' : 'upcoming'
          const content = (
            <>
              <span
                aria-hidden="true"
                className={cn(
                  'flex size-7 shrink-0 items-center justify-center rounded-full border text-xs font-semibold tabular-nums',
                  state === 'current' && 'border-primary bg-primary text-primary-foreground',
                  state === 'done' && 'border-primary bg-card text-primary',
                  state === 'upcoming' && 'border-input bg-card text-muted-foreground',
                )}
              >
                {state === 'done' ? <Check className="size-4" /> : index + 1}
              </span>
              <span className={cn(state === 'current' ? 'font-semibold' : 'text-muted-foreground')}>
                {step.label}
              </span>
            </>
          )
          const itemClass =
            'flex w-full flex-col items-center gap-1.5 rounded-md p-1 text-center text-sm sm:flex-row sm:gap-2 sm:text-left'
          return (
            <li key={step.label} className="flex min-w-0 flex-1 sm:flex-none">
              {step.onSelect ? (
                <button
                  type="button"
                  onClick={step.onSelect}
                  aria-current={state === 'current' ? 'step' : undefined}
                  className={cn(itemClass, 'transition-colors hover:bg-accent')}
                >
                  {content}
                </button>
              ) : (
                <span aria-current={state === 'current' ? 'step' : undefined} className={itemClass}>
                  {content}
                </span>
              )}
            </li>
          )
        })}
      </ol>
      <Progress
        value={percent}
        aria-label="Booking progress"
        getValueLabel={(value) => `${value}%, step ${current + 1} of ${steps.length}`}
      />
    </nav>
  )
}
