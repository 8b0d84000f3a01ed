import { zodResolver } from '@hookform/resolvers/zod'
import { ArrowRight, Package } from 'lucide-react'
import { useState, type FormEvent, type Ref } from 'react'
import { FormProvider, useForm, useFormContext, useWatch, type Control } from 'react-hook-form'

import { Button } from '@/components/ui/button'
import type { BookingFormProps } from '@/lib/booking-form-slot'
import { toast } from '@/lib/toast'

import { ADD_ONS_TOO_MANY } from '../../../../shared/booking.schema.ts'
import { PICKUP_PRICE_PER_KNIFE_CENTS } from '../../../../shared/pricing.ts'
import { useCreateBooking } from '../api/create-booking'
import { pickupEstimate } from '../booking-estimate'
import {
  PICKUP_KNIFE_OPTIONS,
  PICKUP_NOTES_MAX_LENGTH,
  PickupKnivesSchema,
  pickupBookingRequest,
  type ContactOutput,
  type PickupKnivesOutput,
  type PickupKnivesValues,
} from '../booking-form-schemas'
import { showContactIssues } from '../server-issues'
import { useContactForm } from '../use-contact-form'
import { useFinishBooking } from '../use-finish-booking'
import { useStepFocus } from '../use-step-focus'
import { AddOnFields } from './add-on-fields'
import { BookingFormLayout } from './booking-form-layout'
import { BookingSummary } from './booking-summary'
import { ContactStep } from './contact-step'
import { FormActions } from './form-actions'
import { FormSection } from './form-section'
import { QuantitySelect } from './quantity-select'
import { SpecialRequirementsField } from './special-requirements-field'

type Step = 'knives' | 'contact'

/** The simplified (measure on pickup) booking form: a knife count and add-ons, then contact details. */
export function PickupBookingForm({ headingLevel }: BookingFormProps) {
  const knivesForm = useForm<PickupKnivesValues, unknown, PickupKnivesOutput>({
    resolver: zodResolver(PickupKnivesSchema),
    defaultValues: { totalKnives: 1, nickRepairQuantity: 0, strappingQuantity: 0, specialRequirements: '' },
  })
  const contactForm = useContactForm()
  const [step, setStep] = useState<Step>('knives')
  const { topRef, headingRef } = useStepFocus(step)
  const createBooking = useCreateBooking()
  const finishBooking = useFinishBooking()

  const continueToContact = (event?: FormEvent) => {
    event?.preventDefault()
    void knivesForm.handleSubmit(({ totalKnives, nickRepairQuantity, strappingQuantity }) => {
      if (nickRepairQuantity + strappingQuantity > totalKnives) {
        toast({ title: 'Invalid Add-on Services', description: ADD_ONS_TOO_MANY, variant: 'destructive' })
        knivesForm.setFocus('nickRepairQuantity')
        return
      }
      setStep('contact')
    })()
  }

  const submitBooking = (contact: ContactOutput) => {
    if (createBooking.isPending) return
    const knives = PickupKnivesSchema.safeParse(knivesForm.getValues())
    if (!knives.success) return setStep('knives')
    createBooking.mutate(pickupBookingRequest(knives.data, contact), {
      onSuccess: finishBooking,
      onError: (error) => {
        showContactIssues(error, contactForm.setError)
        toast({
          title: 'Booking Failed',
          description: 'There was an error creating your booking. Please try again.',
          variant: 'destructive',
        })
      },
    })
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
      summary={<PickupBookingSummary control={knivesForm.control} headingLevel={headingLevel} />}
    >
      {step === 'knives' ? (
        <FormProvider {...knivesForm}>
          <form noValidate onSubmit={continueToContact} className="flex flex-col gap-6">
            <KnifeCountField headingLevel={headingLevel} headingRef={headingRef} />
            <AddOnFields headingLevel={headingLevel} />
            <SpecialRequirementsField headingLevel={headingLevel} maxLength={PICKUP_NOTES_MAX_LENGTH} />
            <FormActions>
              <span aria-hidden="true" className="hidden sm:block" />
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
          onBack={() => setStep('knives')}
          pending={createBooking.isPending}
          submitLabel="Create Booking"
          pendingLabel="Creating Booking..."
          headingLevel={headingLevel}
          headingRef={headingRef}
        />
      )}
    </BookingFormLayout>
  )
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
          priceCents={PICKUP_PRICE_PER_KNIFE_CENTS}
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
  control: Control<PickupKnivesValues, unknown, PickupKnivesOutput>
}

function PickupBookingSummary({ control, headingLevel }: PickupBookingSummaryProps) {
  const counts = useWatch({ control })
  return (
    <BookingSummary headingLevel={headingLevel} estimate={pickupEstimate(counts)} measurementType="pickup" />
  )
}
