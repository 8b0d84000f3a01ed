import { ArrowLeft } from 'lucide-react'
import type { Ref } from 'react'
import { FormProvider, type FieldErrors, type UseFormReturn } from 'react-hook-form'

import { Button } from '@/components/ui/button'

import type { ContactFormValues, ContactOutput } from '../booking-form-schemas'
import { ContactFields } from './contact-fields'
import { FormActions } from './form-actions'

interface ContactStepProps {
  form: UseFormReturn<ContactFormValues, unknown, ContactOutput>
  onSubmit: (contact: ContactOutput) => void
  onInvalid?: (errors: FieldErrors<ContactFormValues>) => void
  onBack: () => void
  pending: boolean
  submitLabel: string
  /** The submit button's text while the booking is being created (spec section 2). */
  pendingLabel: string
  headingLevel: 'h3' | 'h4'
  headingRef: Ref<HTMLHeadingElement>
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
}: ContactStepProps) {
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(onSubmit, onInvalid)} className="flex flex-col gap-6">
        <ContactFields headingLevel={headingLevel} headingRef={headingRef} />
        <FormActions>
          <Button variant="outline" size="lg" onClick={onBack} disabled={pending}>
            <ArrowLeft aria-hidden="true" />
            Back
          </Button>
          <Button type="submit" size="lg" disabled={pending}>
            {pending ? pendingLabel : submitLabel}
          </Button>
        </FormActions>
      </form>
    </FormProvider>
  )
}
