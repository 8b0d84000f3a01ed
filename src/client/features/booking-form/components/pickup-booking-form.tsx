import { zodResolver } from '@hookform/resolvers/zod'
import { ArrowRight, Package } from 'lucide-react'
import { useId, type FormEvent, type ReactNode, type Ref } from 'react'
import { FormProvider, useForm, useFormContext, useWatch, type Control } from 'react-hook-form'

import { Button } from '@/components/ui/button'
import { ApiRequestError, serverMessageOf } from '@/lib/api-client'
import type { BookingFormProps } from '@/lib/booking-form-slot'
import { toast } from '@/lib/toast'
import { usePriceList } from '@/lib/price-list'

import { addOnIssues } from '../../../../shared/booking-add-ons.ts'
import { useCreateBooking } from '../api/create-booking'
import { pickupEstimate } from '../booking-estimate'
import {
  PICKUP_KNIFE_OPTIONS,
  PICKUP_NOTES_MAX_LENGTH,
  PickupKnivesSchema,
  pickupBookingRequest,
  pickupKnivesBooking,
  type ContactOutput,
  type PickupKnivesOutput,
  type PickupKnivesValues,
} from '../booking-form-schemas'
import { showContactIssues } from '../server-issues'
import { SessionValues } from '../booking-draft'
import { clearSessionFormValues, useKeepInSession, useSessionFormValues } from '../session-form-values'
import { useContactForm } from '../use-contact-form'
import { useFinishBooking } from '../use-finish-booking'
import { usePickupSlot } from '../use-pickup-slot'
import { useFormStep } from '../use-form-step'
import { useStepFocus } from '../use-step-focus'
import { AddOnFields } from './add-on-fields'
import { BookingFormLayout } from './booking-form-layout'
import { BookingSummary } from './booking-summary'
import { ContactStep } from './contact-step'
import { FormActions } from './form-actions'
import { FormSection } from './form-section'
import { QuantitySelect } from './quantity-select'
import { SpecialRequirementsField } from './special-requirements-field'
import { StickyTotalBar } from './sticky-total-bar'

const STEPS = ['knives', 'contact'] as const
const KEPT = { knives: 'pickup:knives', contact: 'pickup:contact' }

/** The simplified (measure on pickup) booking form: a knife count and add-ons, then contact details. */
export function PickupBookingForm({ headingLevel }: BookingFormProps) {
  const keptKnives = useSessionFormValues(KEPT.knives, SessionValues.pickupKnives)
  const keptContact = useSessionFormValues(KEPT.contact, SessionValues.contact)
  const knivesForm = useForm<PickupKnivesValues, unknown, PickupKnivesOutput>({
    resolver: zodResolver(PickupKnivesSchema),
    defaultValues: keptKnives ?? {
      totalKnives: 1,
      nickRepairQuantity: 0,
      strappingQuantity: 0,
      specialRequirements: '',
    },
  })
  const contactForm = useContactForm(keptContact)
  useKeepInSession(KEPT.knives, knivesForm.watch)
  useKeepInSession(KEPT.contact, contactForm.watch)
  const [step, setStep] = useFormStep(STEPS, () => knivesAreDone(knivesForm.getValues()))
  const { topRef, headingRef } = useStepFocus(step)
  const formIds = { knives: useId(), contact: useId() }
  const createBooking = useCreateBooking()
  const finishBooking = useFinishBooking()
  const pickup = usePickupSlot()

  const continueToContact = (event?: FormEvent) => {
    event?.preventDefault()
    void knivesForm.handleSubmit((knives) => {
      const [issue] = addOnIssues(pickupKnivesBooking(knives))
      if (issue) {
        toast({ title: 'Invalid Add-on Services', description: issue.message, variant: 'destructive' })
        knivesForm.setFocus(issue.path)
        return
      }
      setStep('contact')
    })()
  }

  const submitBooking = (contact: ContactOutput) => {
    if (createBooking.isPending || !pickup.check()) return
    const knives = PickupKnivesSchema.safeParse(knivesForm.getValues())
    if (!knives.success) return setStep('knives')
    createBooking.mutate(
      { ...pickupBookingRequest(knives.data, contact), ...pickup.requestField() },
      {
        onSuccess: (booking) => {
          clearSessionFormValues(KEPT.knives, KEPT.contact)
          finishBooking(booking)
        },
        onError: (error) => {
          showContactIssues(error, contactForm.setError)
          pickup.showRefusal(error)
          toast({
            title: 'Booking Failed',
            description: whatToDoAbout(error),
            variant: 'destructive',
          })
        },
      },
    )
  }

  return (
    <BookingFormLayout
      topRef={topRef}
      steps={[
        { label: 'Your Knives', onSelect: () => setStep('knives') },
        { label: 'Contact Info', onSelect: () => continueToContact() },
      ]}
      current={step === 'knives' ? 0 : 1}
      percent={step === 'knives' ? 50 : 100}
      summary={
        <PickupBookingSummary
          pickupTime={pickup.chosenText}
          control={knivesForm.control}
          headingLevel={headingLevel}
        />
      }
      bar={
        <PickupTotalBar
          control={knivesForm.control}
          action={
            step === 'knives' ? (
              <Button type="submit" form={formIds.knives}>
                Continue
                <ArrowRight aria-hidden="true" />
              </Button>
            ) : (
              <Button type="submit" form={formIds.contact} disabled={createBooking.isPending}>
                {createBooking.isPending ? 'Creating Booking...' : 'Create Booking'}
              </Button>
            )
          }
        />
      }
    >
      {step === 'knives' ? (
        <FormProvider {...knivesForm}>
          <form id={formIds.knives} noValidate onSubmit={continueToContact} className="flex flex-col gap-6">
            <KnifeCountField headingLevel={headingLevel} headingRef={headingRef} />
            <AddOnFields headingLevel={headingLevel} />
            <SpecialRequirementsField headingLevel={headingLevel} maxLength={PICKUP_NOTES_MAX_LENGTH} />
            <FormActions>
              <span aria-hidden="true" className="hidden sm:block" />
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
          onBack={() => setStep('knives')}
          pending={createBooking.isPending}
          submitLabel="Create Booking"
          pendingLabel="Creating Booking..."
          headingLevel={headingLevel}
          headingRef={headingRef}
          pickup={pickup}
          id={formIds.contact}
        />
      )}
    </BookingFormLayout>
  )
}

/**
 * The spec's sentence, unless the server said what to do about the refusal (how long to wait after too many
 * bookings, which field is wrong): a 4xx comes with a sentence meant for the customer.
 */
function whatToDoAbout(error: unknown): string {
  const refused = error instanceof ApiRequestError && error.status >= 400 && error.status < 500
  return (refused && serverMessageOf(error)) || 'There was an error creating your booking. Please try again.'
}

/** Step 1 is done when its answers are valid and the add-ons fit the knives. */
function knivesAreDone(values: PickupKnivesValues): boolean {
  const knives = PickupKnivesSchema.safeParse(values)
  return knives.success && addOnIssues(pickupKnivesBooking(knives.data)).length === 0
}

interface KnifeCountFieldProps {
  headingLevel: 'h3' | 'h4'
  headingRef: Ref<HTMLHeadingElement>
}

function KnifeCountField({ headingLevel, headingRef }: KnifeCountFieldProps) {
  const {
    register,
    formState: { errors },
  } = useFormContext<PickupKnivesValues>()
  const prices = usePriceList()
  return (
    <FormSection
      title="Your Knives"
      description="Count every knife you want sharpened. We measure each blade when we collect them and confirm the price then. Serrated blades are not accepted."
      icon={Package}
      headingLevel={headingLevel}
      headingRef={headingRef}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <QuantitySelect
          id="totalKnives"
          label="Number of knives"
          priceCents={prices.pickupPerKnifeCents}
          hint="An estimate until we measure"
          range={PICKUP_KNIFE_OPTIONS}
          error={errors.totalKnives?.message}
          {...register('totalKnives', { valueAsNumber: true })}
        />
      </div>
    </FormSection>
  )
}

interface PickupBookingSummaryProps extends BookingFormProps {
  pickupTime: string | null
  control: Control<PickupKnivesValues, unknown, PickupKnivesOutput>
}

function PickupBookingSummary({ control, headingLevel, pickupTime }: PickupBookingSummaryProps) {
  const counts = useWatch({ control })
  const prices = usePriceList()
  return (
    <BookingSummary
      headingLevel={headingLevel}
      estimate={pickupEstimate(counts, prices)}
      measurementType="pickup"
      pickupTime={pickupTime}
    />
  )
}

function PickupTotalBar({
  control,
  action,
}: {
  control: PickupBookingSummaryProps['control']
  action: ReactNode
}) {
  const counts = useWatch({ control })
  const prices = usePriceList()
  return <StickyTotalBar estimate={pickupEstimate(counts, prices)} action={action} />
}
