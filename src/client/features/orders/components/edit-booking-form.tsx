import { zodResolver } from '@hookform/resolvers/zod'
import { Archive, MapPinOff } from 'lucide-react'
import { useId, useMemo, type ReactNode } from 'react'
import { useForm } from 'react-hook-form'

import { Button } from '@/components/ui/button'
import { DialogFooter } from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { NativeSelect } from '@/components/ui/native-select'
import { Textarea } from '@/components/ui/textarea'
import { ApiRequestError } from '@/lib/api-client'
import { toast } from '@/lib/toast'

import { UpdateBookingBody, type UpdateBookingInput } from '../../../../shared/booking-admin.schema.ts'
import { MAX_QUANTITY, TEXT_LIMITS, type Booking } from '../../../../shared/booking.schema.ts'
import { BOOKING_STATUS_LABELS, BOOKING_STATUSES } from '../../../../shared/booking-status.ts'
import { ADD_ONS, BLADE_SIZES } from '../../../../shared/pricing.ts'
import { useUpdateBooking } from '../api/update-booking'
import { toastError } from '../lib/booking-toasts'
import { editValuesOf, isEditField, type EditBookingValues } from '../lib/edit-booking-form'
import { AddOnInput, EstimatedTotal, Section } from './edit-booking-parts'
import { FormField } from './form-field'

/** The dialog offers the archive button on these saved statuses (spec section 4); the list adds paid. */
const DIALOG_ARCHIVE_STATUSES = new Set(['completed', 'cancelled'])

const COUNT_OPTIONS = Array.from({ length: MAX_QUANTITY + 1 }, (_, count) => count)

interface EditBookingFormProps {
  booking: Booking
  onCancel: () => void
  onSaved: () => void
  onArchive: () => void
  archiving: boolean
  history: ReactNode
}

export function EditBookingForm({
  booking,
  onCancel,
  onSaved,
  onArchive,
  archiving,
  history,
}: EditBookingFormProps) {
  const id = useId()
  const updateBooking = useUpdateBooking()
  // Fetched again when the dialog opens: fields the admin has not touched follow the fresher copy.
  const values = useMemo(() => editValuesOf(booking), [booking])
  const form = useForm<EditBookingValues, unknown, UpdateBookingInput>({
    resolver: zodResolver(UpdateBookingBody),
    values,
    resetOptions: { keepDirtyValues: true },
  })
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = form

  const submit = handleSubmit((changes) =>
    updateBooking.mutate(
      { id: booking.id, changes },
      {
        onSuccess: () => {
          toast({ title: 'Success', description: 'Booking updated successfully' })
          onSaved()
        },
        onError: (error) => {
          if (error instanceof ApiRequestError) {
            for (const issue of error.issues ?? []) {
              if (isEditField(issue.path)) setError(issue.path, { type: 'server', message: issue.message })
            }
          }
          toastError('Failed to update booking', error)
        },
      },
    ),
  )

  const field = (name: keyof EditBookingValues) => `${id}-${name}`
  const text = (
    name: keyof EditBookingValues,
    label: string,
    options: {
      required?: boolean
      type?: string
      autoComplete?: string
      maxLength?: number
      className?: string
    } = {},
  ) => (
    <FormField
      id={field(name)}
      label={label}
      required={options.required}
      error={errors[name]?.message}
      className={options.className}
    >
      {(describedBy) => (
        <Input
          id={field(name)}
          type={options.type ?? 'text'}
          autoComplete={options.autoComplete ?? 'off'}
          maxLength={options.maxLength}
          aria-required={options.required || undefined}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={describedBy}
          {...register(name)}
        />
      )}
    </FormField>
  )

  const unmeasuredPickup =
    booking.measurementType === 'pickup' && BLADE_SIZES.every(({ field: blade }) => booking[blade] === 0)
  const canArchive = !booking.archived && DIALOG_ARCHIVE_STATUSES.has(booking.status)

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-6">
      <div className="grid gap-6 md:grid-cols-2">
        <Section title="Customer Information">
          <div className="flex flex-col gap-4">
            {text('customerName', 'Name', { required: true, maxLength: TEXT_LIMITS.name })}
            {text('customerEmail', 'Email', { required: true, type: 'email', maxLength: TEXT_LIMITS.email })}
            {text('customerPhone', 'Phone', { type: 'tel', maxLength: TEXT_LIMITS.phone })}
          </div>
        </Section>
        <Section title="Address Information">
          <div className="grid grid-cols-6 gap-4">
            {text('streetAddress', 'Street address', {
              className: 'col-span-6',
              maxLength: TEXT_LIMITS.streetAddress,
            })}
            {text('city', 'City', { className: 'col-span-6', maxLength: TEXT_LIMITS.city })}
            {text('state', 'State', { className: 'col-span-2', maxLength: TEXT_LIMITS.state })}
            {text('zipCode', 'ZIP code', { className: 'col-span-4', maxLength: TEXT_LIMITS.zipCode })}
          </div>
          {booking.outOfArea && (
            <p className="mt-3 flex items-center gap-2 text-sm text-amber-900">
              <MapPinOff aria-hidden="true" className="size-4 shrink-0" />
              This ZIP code is outside the served area.
            </p>
          )}
        </Section>
      </div>

      <Section title="Knife Details">
        {unmeasuredPickup && (
          <p className="mb-3 rounded-md bg-accent px-3 py-2 text-sm">
            Measure on pickup: the customer said {booking.knifeCount ?? 0} knives. Enter the blade counts once
            measured; the price then follows them.
          </p>
        )}
        <div className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          {BLADE_SIZES.map((size) => (
            <FormField
              key={size.field}
              id={field(size.field)}
              label={size.label}
              error={errors[size.field]?.message}
            >
              {(describedBy) => (
                <NativeSelect
                  id={field(size.field)}
                  aria-describedby={describedBy}
                  aria-invalid={errors[size.field] ? true : undefined}
                  {...register(size.field, { valueAsNumber: true })}
                >
                  {COUNT_OPTIONS.map((count) => (
                    <option key={count} value={count}>
                      {count}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
          ))}
        </div>
      </Section>

      <div className="grid gap-6 md:grid-cols-2">
        <Section title="Add-on Services">
          <div className="grid grid-cols-2 gap-4">
            {ADD_ONS.map((addOn) => (
              <AddOnInput
                key={addOn.field}
                id={field(addOn.field)}
                name={addOn.field}
                label={addOn.label}
                error={errors[addOn.field]?.message}
                register={register}
              />
            ))}
          </div>
        </Section>
        <Section title="Status">
          <FormField id={field('status')} label="Order status" error={errors.status?.message}>
            {(describedBy) => (
              <NativeSelect id={field('status')} aria-describedby={describedBy} {...register('status')}>
                {BOOKING_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {BOOKING_STATUS_LABELS[status]}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
        </Section>
      </div>

      <Section title="Special Requirements">
        <FormField
          id={field('specialRequirements')}
          label="Notes from the customer"
          error={errors.specialRequirements?.message}
        >
          {(describedBy) => (
            <Textarea
              id={field('specialRequirements')}
              rows={3}
              maxLength={TEXT_LIMITS.specialRequirements}
              aria-describedby={describedBy}
              aria-invalid={errors.specialRequirements ? true : undefined}
              className="min-h-20"
              {...register('specialRequirements')}
            />
          )}
        </FormField>
      </Section>

      {history}

      <DialogFooter className="sticky bottom-0 -mx-6 flex-col items-stretch gap-3 border-t bg-card px-6 py-3 sm:flex-row sm:items-center sm:justify-between sm:py-4">
        <EstimatedTotal control={control} booking={booking} />
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
          <Button type="submit" disabled={updateBooking.isPending}>
            {updateBooking.isPending ? 'Updating...' : 'Update Booking'}
          </Button>
        </div>
      </DialogFooter>
    </form>
  )
}
