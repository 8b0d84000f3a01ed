import { ConfirmDialog } from '@/components/confirm-dialog'

import { BOOKING_STATUS_LABELS } from '@shared/booking-status.ts'
import { formatBookingId } from '@shared/format.ts'
import type { RefusedForCapacity } from './use-booking-actions'

/**
 * A cancelled order brought back into a window that filled meanwhile: the server refused it (409 SLOT_FULL) and
 * the card stayed where it was. The owner reads why and may confirm it, which sends the change again with
 * allowOverCapacity; Cancel leaves the order cancelled.
 */
export function OverCapacityDialog({
  refused,
  onConfirm,
  onCancel,
}: {
  refused: RefusedForCapacity | null
  onConfirm: () => void
  onCancel: () => void
}) {
  return (
    <ConfirmDialog
      open={refused !== null}
      onOpenChange={(open) => !open && onCancel()}
      title="Pickup window full"
      description={
        refused &&
        `${formatBookingId(refused.change.id)} was not moved to ${BOOKING_STATUS_LABELS[refused.change.status]}. ${refused.message}`
      }
      cancelLabel="Keep it cancelled"
      confirmLabel="Book it anyway"
      onConfirm={onConfirm}
    />
  )
}
