import type { ReactNode, Ref } from 'react'

import { BookingSteps, type BookingStep } from './booking-steps'

interface BookingFormLayoutProps {
  topRef: Ref<HTMLDivElement>
  steps: BookingStep[]
  current: number
  percent: number
  /** Shown between the steps and the form, such as the restored-draft note. */
  notice?: ReactNode
  /** The Booking Summary: beside the form on wide screens, under it on a phone. */
  summary: ReactNode
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
  children,
}: BookingFormLayoutProps) {
  return (
    <div ref={topRef} className="flex scroll-mt-24 flex-col gap-6">
      <BookingSteps steps={steps} current={current} percent={percent} />
      {notice}
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0">{children}</div>
        {summary}
      </div>
    </div>
  )
}
