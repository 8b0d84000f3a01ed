import { zodResolver } from '@hookform/resolvers/zod'
import { useId } from 'react'
import { useForm } from 'react-hook-form'
import type { z } from 'zod'

import { BookingStatusOptions } from '@/components/booking-status-options'
import { useDiscardGuard, useReportUnsaved } from '@/components/discard-changes'
import { FormField } from '@/components/form-field'
import { Button } from '@/components/ui/button'
import { Checkbox } from '@/components/ui/checkbox'
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog'
import { Label } from '@/components/ui/label'
import { NativeSelect } from '@/components/ui/native-select'
import { Textarea } from '@/components/ui/textarea'

import { STATUS_NOTES_MAX, StatusUpdateBody } from '@shared/booking-admin.schema.ts'
import type { Booking } from '@shared/booking.schema.ts'
import { BOOKING_STATUS_LABELS } from '@shared/booking-status.ts'
import { formatBookingId } from '@shared/format.ts'
import type { StatusChange } from '../api/update-booking-status'

interface ChangeStatusDialogProps {
  booking: Booking | null
  onClose: () => void
  onCloseAutoFocus: (event: Event) => void
  onSubmit: (change: StatusChange) => void
  pending: boolean
}

/** A status change with a note for the order's history and, if wanted, an e-mail to the customer. */
export function ChangeStatusDialog({
  booking,
  onClose,
  onCloseAutoFocus,
  ...props
}: ChangeStatusDialogProps) {
  const guard = useDiscardGuard(onClose)
  return (
    <Dialog open={booking !== null} onOpenChange={(open) => !open && onClose()}>
      {booking && (
        <DialogContent
          className="max-w-md"
          onCloseAutoFocus={onCloseAutoFocus}
          onCloseAttempt={guard.onCloseAttempt}
        >
          <DialogHeader>
            <DialogTitle>Change status</DialogTitle>
            <DialogDescription>
              {formatBookingId(booking.id)} for {booking.customerName}, now{' '}
              {BOOKING_STATUS_LABELS[booking.status]}.
            </DialogDescription>
          </DialogHeader>
          <guard.Scope>
            <ChangeStatusForm key={booking.id} booking={booking} onCancel={onClose} {...props} />
          </guard.Scope>
          {guard.question}
        </DialogContent>
      )}
    </Dialog>
  )
}

function ChangeStatusForm({
  booking,
  onCancel,
  onSubmit,
  pending,
}: { booking: Booking; onCancel: () => void } & Pick<ChangeStatusDialogProps, 'onSubmit' | 'pending'>) {
  const id = useId()
  const {
    register,
    handleSubmit,
    formState: { errors, isDirty },
  } = useForm<StatusUpdateBody, unknown, z.output<typeof StatusUpdateBody>>({
    resolver: zodResolver(StatusUpdateBody),
    defaultValues: { status: booking.status, notes: '', notifyCustomer: false },
  })
  useReportUnsaved(isDirty)
  const canEmail = booking.customerEmail !== ''

  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={handleSubmit((values) => onSubmit({ id: booking.id, ...values }))}
    >
      <FormField id={`${id}-status`} label="New status" error={errors.status?.message}>
        {(control) => (
          <NativeSelect {...control} {...register('status')}>
            <BookingStatusOptions />
          </NativeSelect>
        )}
      </FormField>
      <FormField
        id={`${id}-notes`}
        label="Note (optional)"
        hint="Kept in the order's history, for example “Picked up 3 knives”. Sent to the customer only with the e-mail below."
        error={errors.notes?.message}
      >
        {(control) => (
          <Textarea
            rows={3}
            maxLength={STATUS_NOTES_MAX}
            className="min-h-20"
            {...control}
            {...register('notes')}
          />
        )}
      </FormField>
      <div className="flex items-start gap-3">
        <Checkbox
          id={`${id}-notify`}
          disabled={!canEmail}
          aria-describedby={`${id}-notify-hint`}
          className="mt-0.5"
          {...register('notifyCustomer')}
        />
        <div className="flex flex-col gap-1">
          <Label htmlFor={`${id}-notify`}>E-mail the customer</Label>
          <p id={`${id}-notify-hint`} className="text-xs text-muted-foreground">
            {canEmail
              ? `Sends ${booking.customerEmail} a short message suited to the new status, such as “ready for return”, with your note; the customer's order page shows the note too.`
              : 'This order has no e-mail address.'}
          </p>
        </div>
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? 'Updating...' : 'Update Status'}
        </Button>
      </DialogFooter>
    </form>
  )
}
