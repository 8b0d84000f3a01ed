import { toast } from '@/lib/toast'

import type { Booking } from '@shared/booking.schema.ts'
import type { BookingStatus } from '@shared/booking-status.ts'
import { formatBookingId } from '@shared/format.ts'
import { useArchiveBooking } from '../api/archive-booking'
import { useRestoreBooking } from '../api/restore-booking'
import { useSendConfirmation } from '../api/send-confirmation'
import { useUpdateBookingStatus, type StatusChange } from '../api/update-booking-status'
import { toastEmailFailed, toastError, toastStatusUpdated } from '../lib/booking-toasts'

/** The one-step actions on an order, each with the spec's toasts (section 8); lists, board and dialog share them. */
export function useBookingActions() {
  const statusMutation = useUpdateBookingStatus()
  const archiveMutation = useArchiveBooking()
  const restoreMutation = useRestoreBooking()
  const emailMutation = useSendConfirmation()

  const changeStatus = (change: StatusChange, onDone?: () => void) =>
    statusMutation.mutate(change, {
      onSuccess: (result) => {
        toastStatusUpdated(result, change.notifyCustomer === true)
        onDone?.()
      },
      onError: (error) => toastError('Failed to update status', error, { preferServer: true }),
    })

  const markAs = (booking: Booking, status: BookingStatus) => changeStatus({ id: booking.id, status })

  const archive = (booking: Booking, onDone?: () => void) =>
    archiveMutation.mutate(booking.id, {
      onSuccess: () => {
        toast({ title: 'Success', description: 'Order archived successfully' })
        onDone?.()
      },
      onError: (error) => toastError('Failed to archive order', error),
    })

  const restore = (booking: Booking) =>
    restoreMutation.mutate(booking.id, {
      onSuccess: () =>
        toast({
          title: 'Success',
          description: `Order ${formatBookingId(booking.id)} restored to All Orders`,
        }),
      onError: (error) => toastError('Failed to restore order', error),
    })

  const sendConfirmation = (booking: Booking) =>
    emailMutation.mutate(booking.id, {
      onSuccess: ({ message }) => toast({ title: 'Email Sent', description: message }),
      onError: toastEmailFailed,
    })

  return {
    changeStatus,
    markAs,
    archive,
    restore,
    sendConfirmation,
    statusPending: statusMutation.isPending,
    archivePending: archiveMutation.isPending,
  }
}
