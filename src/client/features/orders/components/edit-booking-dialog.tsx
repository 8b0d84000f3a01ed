import { useRef } from 'react'

import { useDiscardGuard } from '@/components/discard-changes'
import { BookingMessages } from '@/components/booking-messages'
import { StatusBadge } from '@/components/status-badge'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { formatDay } from '@/lib/format-date'

import type { Booking } from '@shared/booking.schema.ts'
import { formatBookingId } from '@shared/format.ts'
import { useBooking } from '../api/get-booking'
import { AfterPickupSection } from './after-pickup-section'
import { BookingHistory } from './booking-history'
import { CustomerLinkActions } from './customer-link-actions'
import { ContactDiffersNote } from './contact-differs-note'
import { EditBookingForm } from './edit-booking-form'
import { FailedMailNotice } from './failed-mail-notice'
import { PaymentsSection } from './payments-section'
import { PickupTimeEditor, ReturnTimeEditor } from './pickup-time-editor'
import type { useBookingActions } from './use-booking-actions'

/** The orders whose knives are with the business: their return time can be set (issue 42 point 2). */
const HAS_KNIVES: ReadonlySet<string> = new Set(['in-progress', 'completed', 'paid'])

interface EditBookingDialogProps {
  /** The order as the list or board shows it; the dialog fetches it again, with its history. */
  booking: Booking | null
  onClose: () => void
  onCloseAutoFocus: (event: Event) => void
  actions: ReturnType<typeof useBookingActions>
  timeZone?: string
}

/** 'Edit Booking' (spec section 2): every field of the order, its status, archiving and its history. */
export function EditBookingDialog({
  booking,
  onClose,
  onCloseAutoFocus,
  actions,
  timeZone,
}: EditBookingDialogProps) {
  const detail = useBooking(booking?.id ?? null)
  const shown = detail.data ?? booking
  const titleRef = useRef<HTMLHeadingElement>(null)
  const guard = useDiscardGuard(onClose)

  return (
    <Dialog open={booking !== null} onOpenChange={(open) => !open && onClose()}>
      {shown && (
        <DialogContent
          className="max-w-3xl pb-0"
          onCloseAutoFocus={onCloseAutoFocus}
          onCloseAttempt={guard.onCloseAttempt}
          onOpenAutoFocus={(event) => {
            // A long form: start at its title, as a screen reader user would, not inside the name (selected).
            event.preventDefault()
            titleRef.current?.focus()
          }}
        >
          <DialogHeader>
            <DialogTitle ref={titleRef} tabIndex={-1} className="outline-none">
              Edit Booking
            </DialogTitle>
            <DialogDescription className="flex flex-wrap items-center gap-2">
              <span className="font-mono font-medium text-foreground">{formatBookingId(shown.id)}</span>
              <span>booked {formatDay(shown.createdAt, timeZone)}</span>
              <StatusBadge status={shown.status} />
              {shown.archived && <span>(archived)</span>}
            </DialogDescription>
          </DialogHeader>
          <FailedMailNotice
            booking={shown}
            className="rounded-md border border-destructive/30 bg-destructive/5 p-3"
          />
          <guard.Scope>
            <CustomerLinkActions bookingId={shown.id} />
            <PickupTimeEditor key={`pickup-${shown.id}`} booking={shown} />
            {(shown.returnStart !== null || HAS_KNIVES.has(shown.status)) && (
              <ReturnTimeEditor key={`return-${shown.id}`} booking={shown} />
            )}
            <AfterPickupSection booking={shown} timeZone={timeZone} />
            <PaymentsSection booking={shown} timeZone={timeZone} />
            <ContactDiffersNote bookingId={shown.id} />
            <EditBookingForm
              // Measured at pickup or paid meanwhile: the form starts again from the stored order, never saves stale counts
              // or status.
              key={`${shown.id}-${shown.status}-${shown.pickedUpAt ?? ''}-${shown.finalPrice ?? ''}`}
              booking={shown}
              onCancel={onClose}
              onSaved={onClose}
              onArchive={() => actions.archive(shown, onClose)}
              archiving={actions.archivePending}
              history={
                <>
                  <BookingHistory events={detail.data?.events} failed={detail.isError} timeZone={timeZone} />
                  <BookingMessages filter={{ bookingId: shown.id }} timeZone={timeZone} />
                </>
              }
            />
          </guard.Scope>
          {guard.question}
        </DialogContent>
      )}
    </Dialog>
  )
}
