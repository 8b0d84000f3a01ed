import { useQueryClient } from '@tanstack/react-query'
import { useState, type RefObject } from 'react'

import { useBusiness } from '@/lib/business'
import { toast } from '@/lib/toast'
import { useReturnFocus } from '@/lib/use-return-focus'

import { formatBookingId } from '@shared/format.ts'
import { bookingQueryOptions } from '../api/get-booking'
import { OverCapacityDialog } from './over-capacity-dialog'
import { useBookingActions } from './use-booking-actions'
import { useEditBookingDialog } from './use-edit-booking-dialog'

/**
 * Edit Booking for an order another screen knows by its number alone (the Schedule's rows, issue 41 point 8):
 * fetched, then opened as the board and the orders list open it, focus going back to the opener (or, when its row
 * left, to `fallback`). `open` goes on the row's button; `dialog` goes in the screen.
 */
export function useOrderDialog(fallback: RefObject<HTMLElement | null>) {
  const queryClient = useQueryClient()
  const { data: business } = useBusiness()
  const actions = useBookingActions()
  const editor = useEditBookingDialog(
    useReturnFocus(fallback, 'data-booking-id'),
    actions,
    business?.timezone,
  )
  const [opening, setOpening] = useState<number | null>(null)

  const open = async (bookingId: number, opener: HTMLElement) => {
    setOpening(bookingId)
    try {
      editor.open(await queryClient.fetchQuery(bookingQueryOptions(bookingId)), opener)
    } catch {
      toast({
        title: `${formatBookingId(bookingId)} could not be opened`,
        description: 'Please try again.',
        variant: 'destructive',
      })
    } finally {
      setOpening(null)
    }
  }

  return {
    open: (bookingId: number, opener: HTMLElement) => void open(bookingId, opener),
    /** The order being fetched before its dialog opens, for its button's busy state. */
    opening,
    dialog: (
      <>
        {editor.dialog}
        <OverCapacityDialog {...actions.overCapacity} />
      </>
    ),
  }
}
