import type { ReactNode } from 'react'
import { useWatch, type Control, type DeepPartialSkipArrayKey, type FieldValues } from 'react-hook-form'

import type { BookingFormProps } from '@/lib/booking-form-slot'
import { usePriceList } from '@/lib/price-list'

import type { PriceList } from '@shared/pricing.ts'
import type { BookingEstimate } from '../booking-estimate'
import { BookingSummary } from './booking-summary'
import { StickyTotalBar } from './sticky-total-bar'

/** A booking form's estimate from step 1's answers as typed so far. */
export type EstimateOf<Values extends FieldValues> = (
  values: DeepPartialSkipArrayKey<Values>,
  prices: PriceList,
) => BookingEstimate

interface LiveEstimateProps<Values extends FieldValues, Output> {
  control: Control<Values, unknown, Output>
  estimate: EstimateOf<Values>
}

/** The estimate as step 1's answers change; only the summary and the bar re-render on each change. */
function useLiveEstimate<Values extends FieldValues, Output>({
  control,
  estimate,
}: LiveEstimateProps<Values, Output>) {
  const values = useWatch({ control })
  return estimate(values, usePriceList())
}

export function LiveBookingSummary<Values extends FieldValues, Output>({
  measurementType,
  pickupTime,
  headingLevel,
  ...live
}: LiveEstimateProps<Values, Output> &
  BookingFormProps & { measurementType: 'self' | 'pickup'; pickupTime: string | null }) {
  return (
    <BookingSummary
      headingLevel={headingLevel}
      estimate={useLiveEstimate(live)}
      measurementType={measurementType}
      pickupTime={pickupTime}
    />
  )
}

export function LiveTotalBar<Values extends FieldValues, Output>({
  action,
  ...live
}: LiveEstimateProps<Values, Output> & { action: ReactNode }) {
  return <StickyTotalBar estimate={useLiveEstimate(live)} action={action} />
}
