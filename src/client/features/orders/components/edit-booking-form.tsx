import { zodResolver } from '@hookform/resolvers/zod'
import { useMemo, type ReactNode } from 'react'
import { FormProvider, useForm } from 'react-hook-form'

import { BookingStatusOptions } from '@/components/booking-status-options'
import { NativeSelect } from '@/components/ui/native-select'
import { Textarea } from '@/components/ui/textarea'
import { showServerIssues } from '@/lib/server-issues'
import { toast } from '@/lib/toast'

import { UpdateBookingBody, type UpdateBookingInput } from '@shared/booking-admin.schema.ts'
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
  const updateBooking = useUpdateBooking()
  // Fetched again when the dialog opens: fields the admin has not touched follow the fresher copy.
  const values = useMemo(() => editValuesOf(booking), [booking])
  const form = useForm<EditBookingValues, unknown, UpdateBookingInput>({
    resolver: zodResolver(UpdateBookingBody),
    values,
    resetOptions: { keepDirtyValues: true },
  })

  const submit = form.handleSubmit((changes) =>
    updateBooking.mutate(
      { id: booking.id, changes },
      {
        onSuccess: () => {
          toast({ title: 'Success', description: 'Booking updated successfully' })
          onSaved()
        },
        onError: (error) => {
          showServerIssues(error, EDIT_FIELDS, form.setError)
          toastError('Failed to update booking', error)
        },
      },
    ),
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
          <EditField name="specialRequirements" label="Notes from the customer">
            {(control) => (
              <Textarea
                rows={3}
                maxLength={TEXT_LIMITS.specialRequirements}
                className="min-h-20"
                {...control}
              />
            )}
          </EditField>
        </Section>
        {history}
        <EditBookingFooter booking={booking} saving={updateBooking.isPending} {...footer} />
      </form>
    </FormProvider>
  )
}
