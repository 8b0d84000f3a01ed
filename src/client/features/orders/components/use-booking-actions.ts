import { useState } from 'react'

import { ApiRequestError } from '@/lib/api-client'
import { toast } from '@/lib/toast'

import type { Booking } from '@shared/booking.schema.ts'
import type { BookingStatus } from '@shared/booking-status.ts'
import { formatBookingId } from '@shared/format.ts'
import { useArchiveBooking } from '../api/archive-booking'
import { useRestoreBooking } from '../api/restore-booking'
import { useSendConfirmation } from '../api/send-confirmation'
import { useUpdateBookingStatus, type StatusChange } from '../api/update-booking-status'
import { toastEmailFailed, toastError, toastStatusUpdated } from '../lib/booking-toasts'

/** A status change the server refused because the order's pickup window is full (409 SLOT_FULL), with why. */
export interface RefusedForCapacity {
  change: StatusChange
  message: string
}

const refusedForCapacity = (error: unknown) =>
  error instanceof ApiRequestError && error.status === 409 && error.code === 'SLOT_FULL'
    ? (error.serverMessage ?? 'The pickup window is full.')
    : undefined

/**
 * The one-step actions on an order, each with the spec's toasts (section 8); lists, board and dialog share them. A
 * cancelled order brought back into a full window is refused; `refused` then holds it for the owner to confirm
 * (OverCapacityDialog).
 */
export function useBookingActions() {
  const statusMutation = useUpdateBookingStatus()
  const [refused, setRefused] = useState<RefusedForCapacity | null>(null)
  const archiveMutation = useArchiveBooking()
  const restoreMutation = useRestoreBooking()
  const emailMutation = useSendConfirmation()

  const changeStatus = (change: StatusChange, onDone?: () => void) =>
    statusMutation.mutate(change, {
      onSuccess: (result) => {
        toastStatusUpdated(result, change.notifyCustomer === true)
        onDone?.()
      },
      onError: (error) => {
        const message = refusedForCapacity(error)
        if (message && !change.allowOverCapacity) {
          // The dialog the change came from steps aside for the owner's confirmation.
          onDone?.()
          setRefused({ change, message })
        } else toastError('Failed to update status', error, { preferServer: true })
      },
    })

  const overCapacity = {
    refused,
    onConfirm: () => {
      if (refused) changeStatus({ ...refused.change, allowOverCapacity: true })
      setRefused(null)
    },
    onCancel: () => setRefused(null),
  }

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
    overCapacity,
    markAs,
    archive,
    restore,
    sendConfirmation,
    statusPending: statusMutation.isPending,
    archivePending: archiveMutation.isPending,
  }
}
