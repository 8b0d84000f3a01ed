import { useState } from 'react'

import type { useReturnFocus } from '@/lib/use-return-focus'

import type { Booking } from '@shared/booking.schema.ts'
import { EditBookingDialog } from './edit-booking-dialog'
import type { useBookingActions } from './use-booking-actions'

/**
 * Edit Booking as the orders list and the board open it: from an order's button, with focus going back there
 * (or where `returnFocus` says) when it closes. `open` goes on the button; `dialog` goes in the panel.
 */
export function useEditBookingDialog(
  returnFocus: ReturnType<typeof useReturnFocus>,
  actions: ReturnType<typeof useBookingActions>,
  timeZone: string | undefined,
) {
  const [editing, setEditing] = useState<Booking | null>(null)
  return {
    open: (booking: Booking, opener: HTMLElement) => {
      returnFocus.remember(opener)
      setEditing(booking)
    },
    dialog: (
      <EditBookingDialog
        booking={editing}
        onClose={() => setEditing(null)}
        onCloseAutoFocus={returnFocus.onCloseAutoFocus}
        actions={actions}
        timeZone={timeZone}
      />
    ),
  }
}
