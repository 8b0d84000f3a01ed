import type { ReactNode, Ref } from 'react'

import { useHydrated } from '@/lib/use-hydrated'
import { useMediaQuery } from '@/lib/use-media-query'

import { BookingSteps, type BookingStep } from './booking-steps'

/** Tailwind's lg breakpoint, where the Booking Summary moves beside the form. */
const SUMMARY_BESIDE_FORM = '(min-width: 64rem)'

interface BookingFormLayoutProps {
  topRef: Ref<HTMLDivElement>
  steps: BookingStep[]
  current: number
  percent: number
  /** Shown between the steps and the form, such as the restored-draft note. */
  notice?: ReactNode
  /** The Booking Summary: beside the form on wide screens, under it on a phone. */
  summary: ReactNode
  /** The running total and main button at the foot of a narrow screen (StickyTotalBar). */
  bar?: ReactNode
  /** The current step's form. */
  children: ReactNode
}

export function BookingFormLayout({
  topRef,
  steps,
  current,
  percent,
  notice,
  summary,
  bar,
  children,
}: BookingFormLayoutProps) {
  // The bar only where the summary is under the form; the form's own main button hides there (max-lg:hidden).
  // A drawing has it, hidden on a wide screen by its own style.
  const summaryBesideForm = useMediaQuery(SUMMARY_BESIDE_FORM, true, false)
  // A drawn form takes no input before its code handles it: typing would be lost, a press would do nothing.
  const hydrated = useHydrated()
  return (
    <div ref={topRef} inert={!hydrated} className="flex scroll-mt-24 flex-col gap-6 max-lg:pb-20">
      <BookingSteps steps={steps} current={current} percent={percent} />
      {notice}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0">{children}</div>
        {summary}
      </div>
      {!summaryBesideForm && bar}
    </div>
  )
}
