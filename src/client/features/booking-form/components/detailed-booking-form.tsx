import { zodResolver } from '@hookform/resolvers/zod'
import { ArrowRight, Save } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { FormProvider, useForm, useWatch, type Control } from 'react-hook-form'

import { Button } from '@/components/ui/button'
import { serverMessageOf } from '@/lib/api-client'
import type { BookingFormProps } from '@/lib/booking-form-slot'
import { useBusiness } from '@/lib/business'
import { toast } from '@/lib/toast'

import { NO_KNIVES, TEXT_LIMITS } from '../../../../shared/booking.schema.ts'
import { useCreateBooking } from '../api/create-booking'
import { clearBookingDraft, loadBookingDraft, saveBookingDraft, splitBookingDraft } from '../booking-draft'
import { detailedEstimate } from '../booking-estimate'
import {
  DetailedDetailsSchema,
  NO_DETAILED_DETAILS,
  detailedBookingRequest,
  emptyContactValues,
  isBlank,
  type ContactOutput,
  type DetailedDetailsOutput,
  type DetailedDetailsValues,
} from '../booking-form-schemas'
import { showContactIssues } from '../server-issues'
import { useContactForm } from '../use-contact-form'
import { useFinishBooking } from '../use-finish-booking'
import { useStepFocus } from '../use-step-focus'
import { AddOnFields } from './add-on-fields'
import { BladeLengthFields } from './blade-length-fields'
import { BookingFormLayout } from './booking-form-layout'
import { BookingSummary } from './booking-summary'
import { ContactStep } from './contact-step'
import { DraftNotice } from './draft-notice'
import { FormActions } from './form-actions'
import { SpecialRequirementsField } from './special-requirements-field'

type Step = 'details' | 'contact'

/** The detailed (measure myself) booking form: knives by blade length, then contact details (spec section 2). */
export function DetailedBookingForm({ headingLevel }: BookingFormProps) {
  const { data: business } = useBusiness()
  const [draft, setDraft] = useState(loadBookingDraft)
  const [restored] = useState(() => (draft ? splitBookingDraft(draft) : undefined))
  const detailsForm = useForm<DetailedDetailsValues, unknown, DetailedDetailsOutput>({
    resolver: zodResolver(DetailedDetailsSchema),
    defaultValues: restored?.details ?? NO_DETAILED_DETAILS,
  })
  const contactForm = useContactForm(restored?.contact)
  const [step, setStep] = useState<Step>('details')
  const { topRef, headingRef } = useStepFocus(step)
  const createBooking = useCreateBooking()
  const finishBooking = useFinishBooking()

  const continueToContact = (event?: FormEvent) => {
    event?.preventDefault()
    if (detailedEstimate(detailsForm.getValues()).totalKnives === 0) {
      toast({ title: 'No Knives Selected', description: NO_KNIVES, variant: 'destructive' })
      detailsForm.setFocus('bladesOver9Inches')
      return
    }
    void detailsForm.handleSubmit(() => setStep('contact'))()
  }

  const submitBooking = (contact: ContactOutput) => {
    if (createBooking.isPending) return
    const details = DetailedDetailsSchema.safeParse(detailsForm.getValues())
    if (!details.success) return setStep('details')
    createBooking.mutate(detailedBookingRequest(details.data, contact), {
      onSuccess: (booking) => {
        clearBookingDraft()
        finishBooking(booking)
      },
      onError: (error) => {
        showContactIssues(error, contactForm.setError)
        toast({
          title: 'Error',
          description: serverMessageOf(error) ?? 'Failed to create booking',
          variant: 'destructive',
        })
      },
    })
  }

  const warnOfMissingContact = () => {
    const { customerName, customerEmail } = contactForm.getValues()
    if (isBlank(customerName) || isBlank(customerEmail)) {
      toast({
        title: 'Missing Required Information',
        description: 'Please fill in your name and email address.',
        variant: 'destructive',
      })
    }
  }

  const saveDraft = () => {
    if (saveBookingDraft({ ...detailsForm.getValues(), ...contactForm.getValues() })) {
      toast({
        title: 'Draft Saved',
        description: 'Your booking is saved on this device. Come back any time to finish it.',
      })
    } else {
      toast({
        title: 'Draft Not Saved',
        description: 'This browser would not let us save your draft.',
        variant: 'destructive',
      })
    }
  }

  const startOver = () => {
    clearBookingDraft()
    setDraft(undefined)
    detailsForm.reset(NO_DETAILED_DETAILS)
    contactForm.reset(emptyContactValues(business))
  }

  return (
    <BookingFormLayout
      topRef={topRef}
      steps={[
        { label: 'Booking Details', onSelect: () => setStep('details') },
        { label: 'Contact Info', onSelect: () => continueToContact() },
        { label: 'Confirmation' },
      ]}
      current={step === 'details' ? 0 : 1}
      percent={step === 'details' ? 33 : 66}
      notice={draft && step === 'details' && <DraftNotice savedAt={draft.savedAt} onStartOver={startOver} />}
      summary={<DetailedBookingSummary control={detailsForm.control} headingLevel={headingLevel} />}
    >
      {step === 'details' ? (
        <FormProvider {...detailsForm}>
          <form noValidate onSubmit={continueToContact} className="flex flex-col gap-6">
            <BladeLengthFields headingLevel={headingLevel} headingRef={headingRef} />
            <AddOnFields headingLevel={headingLevel} />
            <SpecialRequirementsField
              headingLevel={headingLevel}
              maxLength={TEXT_LIMITS.specialRequirements}
            />
            <FormActions>
              <Button variant="outline" size="lg" onClick={saveDraft}>
                <Save aria-hidden="true" />
                Save as Draft
              </Button>
              <Button type="submit" size="lg">
                Continue
                <ArrowRight aria-hidden="true" />
              </Button>
            </FormActions>
          </form>
        </FormProvider>
      ) : (
        <ContactStep
          form={contactForm}
          onSubmit={submitBooking}
          onInvalid={warnOfMissingContact}
          onBack={() => setStep('details')}
          pending={createBooking.isPending}
          submitLabel="Complete Booking"
          pendingLabel="Processing..."
          headingLevel={headingLevel}
          headingRef={headingRef}
        />
      )}
    </BookingFormLayout>
  )
}

interface DetailedBookingSummaryProps extends BookingFormProps {
  control: Control<DetailedDetailsValues, unknown, DetailedDetailsOutput>
}

function DetailedBookingSummary({ control, headingLevel }: DetailedBookingSummaryProps) {
  const counts = useWatch({ control })
  return (
    <BookingSummary headingLevel={headingLevel} estimate={detailedEstimate(counts)} measurementType="self" />
  )
}
