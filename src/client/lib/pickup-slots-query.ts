import { queryOptions, useQuery } from '@tanstack/react-query'

import { api } from '@/lib/api-client'

import type { PickupSlots } from '@shared/pickup.schema.ts'

/** Days of slots the forms offer; the server stops at the business's horizon. */
const SLOT_DAYS = 30

/** From yesterday on the visitor's calendar: whatever their timezone, today's business date is included. */
function slotsFrom(): string {
  const yesterday = new Date(Date.now() - 86_400_000)
  return new Intl.DateTimeFormat('en-CA').format(yesterday)
}

export const getPickupSlots = (from: string, days: number): Promise<PickupSlots> =>
  api.get<PickupSlots>('/api/public/pickup-slots', { query: { from, days } })

export const pickupSlotsQueryOptions = () =>
  queryOptions({
    queryKey: ['pickup-slots'],
    queryFn: () => getPickupSlots(slotsFrom(), SLOT_DAYS),
    staleTime: 30_000,
  })

export const usePickupSlots = () => useQuery(pickupSlotsQueryOptions())
