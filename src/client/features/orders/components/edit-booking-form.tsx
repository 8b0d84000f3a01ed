import { zodResolver } from '@hookform/resolvers/zod'
import { useMemo, useState, type ReactNode } from 'react'
import { FormProvider, useForm } from 'react-hook-form'

import { useReportUnsaved } from '@/components/discard-changes'
import { BookingStatusOptions } from '@/components/booking-status-options'
import { Button } from '@/components/ui/button'
import { NativeSelect } from '@/components/ui/native-select'
import { Textarea } from '@/components/ui/textarea'
import { ApiRequestError } from '@/lib/api-client'
import { showServerIssues } from '@/lib/server-issues'
import { toast } from '@/lib/toast'

import { UpdateBookingBody, type UpdateBookingInput } from '@shared/booking-admin.schema.ts'
import { joinNotes, knivesToMeasureAtPickup, splitNotes } from '@shared/customer-notes.ts'
import { TEXT_LIMITS, type Booking } from '@shared/booking.schema.ts'
import { useUpdateBooking } from '../api/update-booking'
import { toastError } from '../lib/booking-toasts'
import { EDIT_FIELDS, editValuesOf, type EditBookingValues } from '../lib/edit-booking-form'
import { AddressSection, CustomerSection } from './edit-contact-sections'
import { EditField } from './edit-booking-field'
import { EditBookingFooter } from './edit-booking-footer'
import { Section } from './edit-booking-parts'
import { AddOnsSection, KnifeDetailsSection } from './edit-knife-sections'

interface EditBookingFormProps {
  booking: Booking
  onCancel: () => void
  onSaved: () => void
  onArchive: () => void
  archiving: boolean
  history: ReactNode
}

/** Every field of a booking the owner may change, saved in one go; the server prices the new counts. */
export function EditBookingForm({ booking, onSaved, history, ...footer }: EditBookingFormProps) {
  const updateBooking = useUpdateBooking(() => {
    toast({ title: 'Success', description: 'Booking updated successfully' })
    onSaved()
  })
  // Fetched again when the dialog opens: fields the admin has not touched follow the fresher copy.
  const values = useMemo(() => editValuesOf(booking), [booking])
  const form = useForm<EditBookingValues, unknown, UpdateBookingInput>({
    resolver: zodResolver(UpdateBookingBody),
    values,
    resetOptions: { keepDirtyValues: true },
  })
  useReportUnsaved(form.formState.isDirty)

  // A cancelled order brought back into a full window: the server's refusal, which the owner may confirm.
  const [windowFull, setWindowFull] = useState<{ changes: UpdateBookingInput; message: string } | null>(null)

  const save = (changes: UpdateBookingInput) => {
    setWindowFull(null)
    updateBooking.mutate(
      { id: booking.id, changes },
      {
        onError: (error) => {
          if (error instanceof ApiRequestError && error.code === 'SLOT_FULL' && !changes.allowOverCapacity) {
            setWindowFull({ changes, message: error.serverMessage ?? 'The pickup window is full.' })
            return
          }
          showServerIssues(error, EDIT_FIELDS, form.setError)
          toastError('Failed to update booking', error)
        },
      },
    )
  }
  // The owner edits their notes only; a pickup booking's marker goes back in front of them as it was stored.
  const stored = splitNotes(booking.specialRequirements)
  const submit = form.handleSubmit((changes) =>
    save({ ...changes, specialRequirements: joinNotes(stored.marker, changes.specialRequirements ?? null) }),
  )

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-6">
        <div className="grid gap-6 md:grid-cols-2">
          <CustomerSection />
          <AddressSection outOfArea={booking.outOfArea} />
        </div>
        <KnifeDetailsSection booking={booking} />
        <div className="grid gap-6 md:grid-cols-2">
          <AddOnsSection />
          <Section title="Status">
            <EditField name="status" label="Order status">
              {(control) => (
                <NativeSelect {...control}>
                  <BookingStatusOptions />
                </NativeSelect>
              )}
            </EditField>
          </Section>
        </div>
        <Section title="Special Requirements">
          {stored.knives !== null && (
            <p className="mb-3 text-sm font-medium">{knivesToMeasureAtPickup(stored.knives)}</p>
          )}
          <EditField name="specialRequirements" label="Notes from the customer">
            {(control) => (
              <Textarea
                rows={3}
                maxLength={TEXT_LIMITS.specialRequirements - (stored.marker?.length ?? 0)}
                className="min-h-20"
                {...control}
              />
            )}
          </EditField>
        </Section>
        {history}
        {windowFull && (
          <div
            role="alert"
            className="flex flex-col gap-2 rounded-md border border-destructive/40 p-3 text-sm"
          >
            <p>{windowFull.message}</p>
            <div className="flex flex-wrap gap-2">
              <Button
                type="button"
                variant="destructive"
                size="sm"
                onClick={() => save({ ...windowFull.changes, allowOverCapacity: true })}
              >
                Save anyway
              </Button>
              <Button type="button" variant="outline" size="sm" onClick={() => setWindowFull(null)}>
                Keep it cancelled
              </Button>
            </div>
          </div>
        )}
        <EditBookingFooter booking={booking} saving={updateBooking.isPending} {...footer} />
      </form>
    </FormProvider>
  )
}
