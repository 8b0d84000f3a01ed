import { Archive } from 'lucide-react'

import { Button } from '@/components/ui/button'
import { DialogFooter } from '@/components/ui/dialog'

import type { Booking } from '@shared/booking.schema.ts'
import { EstimatedTotal } from './edit-booking-parts'

/** The dialog offers the archive button on these saved statuses (spec section 4); the list adds paid. */
const DIALOG_ARCHIVE_STATUSES = new Set(['completed', 'cancelled'])

interface EditBookingFooterProps {
  booking: Booking
  onCancel: () => void
  onArchive: () => void
  archiving: boolean
  saving: boolean
}

/** The estimate as the counts change, and the dialog's buttons, kept in view while the form scrolls. */
export function EditBookingFooter({
  booking,
  onCancel,
  onArchive,
  archiving,
  saving,
}: EditBookingFooterProps) {
  const canArchive = !booking.archived && DIALOG_ARCHIVE_STATUSES.has(booking.status)
  return (
    <DialogFooter className="sticky bottom-0 -mx-6 flex-col items-stretch gap-3 border-t bg-card px-6 py-3 sm:flex-row sm:items-center sm:justify-between sm:py-4">
      <EstimatedTotal booking={booking} />
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        {canArchive && (
          <Button variant="secondary" onClick={onArchive} disabled={archiving}>
            <Archive aria-hidden="true" />
            {archiving ? 'Archiving...' : 'Archive Order'}
          </Button>
        )}
        <Button type="submit" disabled={saving}>
          {saving ? 'Updating...' : 'Update Booking'}
        </Button>
      </div>
    </DialogFooter>
  )
}
