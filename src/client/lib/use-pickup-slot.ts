import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'

import { ApiRequestError, serverMessageOf } from '@/lib/api-client'
import { toast } from '@/lib/toast'

import { PICKUP_TIME_REQUIRED } from '@shared/pickup.schema.ts'
import { bookingPickupText } from '@shared/pickup-time.ts'
import { pickupSlotsQueryOptions, usePickupSlots } from '@/lib/pickup-slots-query'

/** Shown in place of the picker when the business has pickup windows but none is free in the days offered. */
export const NO_FREE_PICKUP_TIMES =
  'No pickup times are free in the coming days. Please check again in a few days, or contact us and we will find a time together.'

/**
 * The pickup time of a booking form: the slots on offer, the one chosen and its message. With no windows
 * defined the business asks no time, and `required` is false; with windows but none free, `required` stays
 * true (the server would refuse a booking without a time) and `anyFree` is false. When moving a booked pickup,
 * `currentStart` is its time: shown in the list, never offered as a new one.
 */
export function usePickupSlot({
  currentStart,
  field = 'pickupSlotStart',
  requiredMessage = PICKUP_TIME_REQUIRED,
}: {
  currentStart?: string
  /** The request's field the server names in a refusal: the return time has its own (issue 42 point 2). */
  field?: string
  requiredMessage?: string
} = {}) {
  const slots = usePickupSlots()
  const queryClient = useQueryClient()
  const [slotStart, setSlotStart] = useState<string | null>(null)
  const [error, setError] = useState<string | undefined>()
  const offered = slots.data?.slots ?? []
  const required = slots.data?.pickupTimeRequired ?? false
  const anyFree = offered.some((slot) => slot.remaining > 0)
  const chosen = offered.find((slot) => slot.start === slotStart)
  const timeZone = slots.data?.timezone
  // The order's time and the slots' starts may write the same instant differently (Z or an offset).
  const currentAt = currentStart ? Date.parse(currentStart) : null

  function showRefusal(refusal: unknown) {
    if (!(refusal instanceof ApiRequestError)) return
    const slotProblem = refusal.code === 'SLOT_FULL' || refusal.code === 'SLOT_UNAVAILABLE'
    const missing = refusal.issues?.find((issue) => issue.path === field)
    if (slotProblem || missing) {
      setError(refusal.serverMessage ?? missing?.message)
      setSlotStart(null)
      void queryClient.invalidateQueries(pickupSlotsQueryOptions())
    }
  }

  return {
    slots,
    slotStart,
    error,
    required,
    anyFree,
    /** The chosen window in words, for the Booking Summary. */
    chosenText:
      chosen && timeZone
        ? bookingPickupText({ pickupStart: chosen.start, pickupEnd: chosen.end }, timeZone)
        : null,
    /** The window the booking already has (only when moving it). */
    isCurrent: (start: string) => currentAt !== null && Date.parse(start) === currentAt,
    choose(start: string) {
      setSlotStart(start)
      setError(undefined)
    },
    /** False (and a message under the picker) when a time is needed and none is chosen. */
    check(): boolean {
      if (!required || chosen) return true
      setError(anyFree ? requiredMessage : NO_FREE_PICKUP_TIMES)
      return false
    },
    /** The request's field: null when the business asks no time. */
    requestField: () => ({ pickupSlotStart: required ? slotStart : null }),
    /** After a refused booking: a slot taken or closed meanwhile is shown under the picker and offered again. */
    showRefusal,
    /** After a refused change on the order page: as showRefusal, and a toast titled `title` says why. */
    refuse(title: string, refusal: unknown) {
      showRefusal(refusal)
      toast({
        title,
        description: serverMessageOf(refusal) ?? 'Something went wrong. Please try again in a moment.',
        variant: 'destructive',
      })
    },
  }
}

export type PickupSlotState = ReturnType<typeof usePickupSlot>
