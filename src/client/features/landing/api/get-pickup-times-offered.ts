import { api } from '@/lib/api-client'
import { useFirstLoadQuery } from '@/lib/first-load-query'

import type { PickupSlots } from '@shared/pickup.schema.ts'

/** Whether the business has pickup windows, so that a booking asks the customer to choose a time. */
export const getPickupTimesOffered = (): Promise<boolean> =>
  api
    .get<PickupSlots>('/api/public/pickup-slots', {
      query: { from: new Intl.DateTimeFormat('en-CA').format(new Date()), days: 1 },
    })
    .then((slots) => slots.pickupTimeRequired)

/** Undefined while it loads or when it cannot be read: the page then promises neither. */
export const usePickupTimesOffered = (): boolean | undefined =>
  useFirstLoadQuery({ queryKey: ['pickup-times-offered'], queryFn: getPickupTimesOffered }).data
