import { zodResolver } from '@hookform/resolvers/zod'
import { ArrowRight, Save } from 'lucide-react'
import { useId, useState, type FormEvent, type ReactNode } from 'react'
import { FormProvider, useForm, useWatch, type Control } from 'react-hook-form'

import { Button } from '@/components/ui/button'
import { serverMessageOf } from '@/lib/api-client'
import type { BookingFormProps } from '@/lib/booking-form-slot'
import { useBusiness } from '@/lib/business'
import { toast } from '@/lib/toast'
import { usePriceList } from '@/lib/price-list'

import { NO_KNIVES, TEXT_LIMITS } from '../../../../shared/booking.schema.ts'
import { DEFAULT_PRICES } from '../../../../shared/pricing.ts'
import { useCreateBooking } from '../api/create-booking'
import {
  clearBookingDraft,
  loadBookingDraft,
  saveBookingDraft,
  SessionValues,
  splitBookingDraft,
} from '../booking-draft'
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
import { clearSessionFormValues, useKeepInSession, useSessionFormValues } from '../session-form-values'
import { useContactForm } from '../use-contact-form'
import { useFinishBooking } from '../use-finish-booking'
import { usePickupSlot } from '../use-pickup-slot'
import { useFormStep } from '../use-form-step'
import { useStepFocus } from '../use-step-focus'
import { AddOnFields } from './add-on-fields'
import { BladeLengthFields } from './blade-length-fields'
import { BookingFormLayout } from './booking-form-layout'
import { BookingSummary } from './booking-summary'
import { ContactStep } from './contact-step'
import { DraftNotice } from './draft-notice'
import { FormActions } from './form-actions'
import { SpecialRequirementsField } from './special-requirements-field'
import { StickyTotalBar } from './sticky-total-bar'

const STEPS = ['details', 'contact'] as const
const KEPT = { details: 'self:details', contact: 'self:contact' }

/** Step 1 is done when its answers are valid and name at least one knife. */
const detailsAreDone = (values: DetailedDetailsValues) =>
  DetailedDetailsSchema.safeParse(values).success && detailedEstimate(values, DEFAULT_PRICES).totalKnives > 0

/** The detailed (measure myself) booking form: knives by blade length, then contact details (spec section 2). */
export function DetailedBookingForm({ headingLevel }: BookingFormProps) {
  const { data: business } = useBusiness()
  const [draft, setDraft] = useState(loadBookingDraft)
  const [restored] = useState(() => (draft ? splitBookingDraft(draft) : undefined))
  // What this tab last typed (a reload, Back or Forward) wins over a saved draft.
  const keptDetails = useSessionFormValues(KEPT.details, SessionValues.detailedDetails)
  const keptContact = useSessionFormValues(KEPT.contact, SessionValues.contact)
  const detailsForm = useForm<DetailedDetailsValues, unknown, DetailedDetailsOutput>({
    resolver: zodResolver(DetailedDetailsSchema),
    defaultValues: keptDetails ?? restored?.details ?? NO_DETAILED_DETAILS,
  })
  const contactForm = useContactForm(keptContact ?? restored?.contact)
  useKeepInSession(KEPT.details, detailsForm.watch)
  useKeepInSession(KEPT.contact, contactForm.watch)
  const [step, setStep] = useFormStep(STEPS, () => detailsAreDone(detailsForm.getValues()))
  const { topRef, headingRef } = useStepFocus(step)
  const formIds = { details: useId(), contact: useId() }
  const createBooking = useCreateBooking()
  const finishBooking = useFinishBooking()
  const pickup = usePickupSlot()

  const continueToContact = (event?: FormEvent) => {
    event?.preventDefault()
    if (detailedEstimate(detailsForm.getValues(), DEFAULT_PRICES).totalKnives === 0) {
      toast({ title: 'No Knives Selected', description: NO_KNIVES, variant: 'destructive' })
      detailsForm.setFocus('bladesOver9Inches')
      return
    }
    void detailsForm.handleSubmit(() => setStep('contact'))()
  }

  const submitBooking = (contact: ContactOutput) => {
    if (createBooking.isPending || !pickup.check()) return
    const details = DetailedDetailsSchema.safeParse(detailsForm.getValues())
    if (!details.success) return setStep('details')
    createBooking.mutate(
      { ...detailedBookingRequest(details.data, contact), ...pickup.requestField() },
      {
        onSuccess: (booking) => {
          clearBookingDraft()
          clearSessionFormValues(KEPT.details, KEPT.contact)
          finishBooking(booking)
        },
        onError: (error) => {
          showContactIssues(error, contactForm.setError)
          pickup.showRefusal(error)
          toast({
            title: 'Error',
            description: serverMessageOf(error) ?? 'Failed to create booking',
            variant: 'destructive',
          })
        },
      },
    )
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
    clearSessionFormValues(KEPT.details, KEPT.contact)
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
      summary={
        <DetailedBookingSummary
          pickupTime={pickup.chosenText}
          control={detailsForm.control}
          headingLevel={headingLevel}
        />
      }
      bar={
        <DetailedTotalBar
          control={detailsForm.control}
          action={
            step === 'details' ? (
              <Button type="submit" form={formIds.details}>
                Continue
                <ArrowRight aria-hidden="true" />
              </Button>
            ) : (
              <Button type="submit" form={formIds.contact} disabled={createBooking.isPending}>
                {createBooking.isPending ? 'Processing...' : 'Complete Booking'}
              </Button>
            )
          }
        />
      }
    >
      {step === 'details' ? (
        <FormProvider {...detailsForm}>
          <form id={formIds.details} noValidate onSubmit={continueToContact} className="flex flex-col gap-6">
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
              <Button type="submit" size="lg" className="max-lg:hidden">
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
          pickup={pickup}
          id={formIds.contact}
        />
      )}
    </BookingFormLayout>
  )
}

interface DetailedBookingSummaryProps extends BookingFormProps {
  pickupTime: string | null
  control: Control<DetailedDetailsValues, unknown, DetailedDetailsOutput>
}

function DetailedBookingSummary({ control, headingLevel, pickupTime }: DetailedBookingSummaryProps) {
  const counts = useWatch({ control })
  const prices = usePriceList()
  return (
    <BookingSummary
      headingLevel={headingLevel}
      estimate={detailedEstimate(counts, prices)}
      measurementType="self"
      pickupTime={pickupTime}
    />
  )
}

function DetailedTotalBar({
  control,
  action,
}: {
  control: DetailedBookingSummaryProps['control']
  action: ReactNode
}) {
  const counts = useWatch({ control })
  const prices = usePriceList()
  return <StickyTotalBar estimate={detailedEstimate(counts, prices)} action={action} />
}
