import { ArrowLeft } from 'lucide-react'
import type { Ref } from 'react'
import { FormProvider, type FieldErrors, type UseFormReturn } from 'react-hook-form'

import { Button } from '@/components/ui/button'

import type { ContactFormValues, ContactOutput } from '../booking-form-schemas'
import { usePreloadContactRules } from '../use-contact-form'
import type { PickupSlotState } from '@/lib/use-pickup-slot'
import { ContactFields } from './contact-fields'
import { FormActions } from './form-actions'
import { RebookReminderField } from './rebook-reminder-field'
import { PickupSlotPicker } from '@/components/pickup-slot-picker'

interface ContactStepProps {
  form: UseFormReturn<ContactFormValues, unknown, ContactOutput>
  onSubmit: (contact: ContactOutput) => void
  onInvalid?: (errors: FieldErrors<ContactFormValues>) => void
  onBack: () => void
  pending: boolean
  submitLabel: string
  /** The submit button's text while the booking is being created (spec section 2). */
  pendingLabel: string
  headingLevel: 'h2' | 'h3' | 'h4'
  headingRef: Ref<HTMLHeadingElement>
  /** The pickup time, asked after the contact details when the business has pickup windows. */
  pickup?: PickupSlotState
  /** The form's id, so the running-total bar's button can submit it on a narrow screen. */
  id?: string
}

/** The last step of both forms: contact details, Back, and the button that creates the booking. */
export function ContactStep({
  form,
  onSubmit,
  onInvalid,
  onBack,
  pending,
  submitLabel,
  pendingLabel,
  headingLevel,
  headingRef,
  pickup,
  id,
}: ContactStepProps) {
  usePreloadContactRules()
  return (
    <FormProvider {...form}>
      <form
        id={id}
        noValidate
        onSubmit={form.handleSubmit(onSubmit, onInvalid)}
        className="flex flex-col gap-6"
      >
        <ContactFields headingLevel={headingLevel} headingRef={headingRef} />
        {pickup && <PickupSlotPicker pickup={pickup} headingLevel={headingLevel} />}
        <RebookReminderField />
        <FormActions>
          <Button variant="outline" size="lg" onClick={onBack} disabled={pending}>
            <ArrowLeft aria-hidden="true" />
            Back
          </Button>
          {/* On a narrow screen this button is in the running-total bar instead. */}
          <Button type="submit" size="lg" disabled={pending} className="max-lg:hidden">
            {pending ? pendingLabel : submitLabel}
          </Button>
        </FormActions>
      </form>
    </FormProvider>
  )
}
