import { ArrowRight } from 'lucide-react'
import { useId, type FormEvent, type ReactNode, type Ref } from 'react'
import { FormProvider, type FieldValues, type Path } from 'react-hook-form'

import { Button } from '@/components/ui/button'
import type { BookingFormProps } from '@/lib/booking-form-slot'
import { toast } from '@/lib/toast'

import type { CreateBookingBody } from '@shared/booking.schema.ts'
import { useCreateBooking } from '../api/create-booking'
import type { ContactOutput } from '../booking-form-schemas'
import { showContactIssues } from '../server-issues'
import type { BookingStepForms } from '../use-booking-step-forms'
import { useFinishBooking } from '../use-finish-booking'
import { useFormStep } from '../use-form-step'
import { usePickupSlot } from '@/lib/use-pickup-slot'
import { useStepFocus } from '../use-step-focus'
import { AddOnFields } from './add-on-fields'
import { BookingFormLayout } from './booking-form-layout'
import { ContactStep } from './contact-step'
import { FormActions } from './form-actions'
import { LiveBookingSummary, LiveTotalBar, type EstimateOf } from './live-estimate'
import { SpecialRequirementsField } from './special-requirements-field'

const STEPS = ['first', 'contact'] as const

/** What keeps step 1 from going on beyond its fields' own messages: a toast, and focus on the field to change. */
export interface StepProblem<Values extends FieldValues> {
  title: string
  description: string
  field: Path<Values>
}

interface TwoStepBookingFormProps<Values extends FieldValues, Output> extends BookingFormProps {
  forms: BookingStepForms<Values, Output>
  measurementType: 'self' | 'pickup'
  /** The steps' labels: step 1, Contact Info, then any shown but not chosen (the detailed form's Confirmation). */
  stepLabels: readonly [string, string, ...string[]]
  /** The progress bar at step 1 and at the contact step (spec section 2). */
  percents: readonly [number, number]
  /** A problem found before step 1's fields are checked, or once they are valid. */
  checks: {
    beforeFields?: (values: Values) => StepProblem<Values> | undefined
    afterFields?: (output: Output) => StepProblem<Values> | undefined
  }
  estimate: EstimateOf<Values>
  request: (first: Output, contact: ContactOutput) => CreateBookingBody
  /** Step 1's knives, above the add-ons and notes; its heading takes the ref, for focus on a step change. */
  knivesSection: (headingRef: Ref<HTMLHeadingElement>) => ReactNode
  /** The longest notes the customer may write (the pickup form's marker takes some of the server's limit). */
  notesMaxLength: number
  /** Beside step 1's Continue: Save as Draft, or nothing. */
  firstStepAside?: ReactNode
  /** Shown above step 1, such as the restored-draft note. */
  notice?: ReactNode
  submitLabel: string
  pendingLabel: string
  /** The toast for a refused booking. */
  failure: (error: unknown) => { title: string; description: string }
  onContactInvalid?: () => void
  onCreated?: () => void
}

/**
 * The flow both booking forms share (spec section 2): step 1 (what to sharpen), then contact details and the
 * pickup time; one history entry per step (`?step=2`), focus on the new step's heading, the Booking Summary and
 * the running-total bar, and the booking made, its answers forgotten and its confirmation opened.
 */
export function TwoStepBookingForm<Values extends FieldValues, Output>(
  props: TwoStepBookingFormProps<Values, Output>,
) {
  const { forms, checks, headingLevel } = props
  const [step, setStep] = useFormStep(STEPS, () => firstStepIsDone(forms, checks), forms.restored)
  const { topRef, headingRef } = useStepFocus(step)
  const formIds = { first: useId(), contact: useId() }
  const createBooking = useCreateBooking()
  const finishBooking = useFinishBooking()
  const pickup = usePickupSlot()

  const stopFor = (problem: StepProblem<Values> | undefined) => {
    if (!problem) return false
    toast({ title: problem.title, description: problem.description, variant: 'destructive' })
    forms.first.setFocus(problem.field)
    return true
  }

  const continueToContact = (event?: FormEvent) => {
    event?.preventDefault()
    if (stopFor(checks.beforeFields?.(forms.first.getValues()))) return
    void forms.first.handleSubmit((output) => {
      if (!stopFor(checks.afterFields?.(output))) setStep('contact')
    })()
  }

  const submitBooking = (contact: ContactOutput) => {
    if (createBooking.isPending || !pickup.check()) return
    const first = forms.schema.safeParse(forms.first.getValues())
    if (!first.success) return setStep('first')
    createBooking.mutate(
      { ...props.request(first.data, contact), ...pickup.requestField() },
      {
        onSuccess: (booking) => {
          props.onCreated?.()
          forms.forget()
          finishBooking(booking)
        },
        onError: (error) => {
          showContactIssues(error, forms.contact.setError)
          pickup.showRefusal(error)
          toast({ ...props.failure(error), variant: 'destructive' })
        },
      },
    )
  }

  const [firstLabel, contactLabel, ...laterLabels] = props.stepLabels
  const onFirstStep = step === 'first'
  return (
    <BookingFormLayout
      topRef={topRef}
      steps={[
        { label: firstLabel, onSelect: () => setStep('first') },
        { label: contactLabel, onSelect: () => continueToContact() },
        ...laterLabels.map((label) => ({ label })),
      ]}
      current={onFirstStep ? 0 : 1}
      percent={props.percents[onFirstStep ? 0 : 1]}
      notice={onFirstStep && props.notice}
      summary={
        <LiveBookingSummary
          control={forms.first.control}
          estimate={props.estimate}
          measurementType={props.measurementType}
          pickupTime={pickup.chosenText}
          headingLevel={headingLevel}
        />
      }
      bar={
        <LiveTotalBar
          control={forms.first.control}
          estimate={props.estimate}
          action={
            onFirstStep ? (
              <Button type="submit" form={formIds.first}>
                Continue
                <ArrowRight aria-hidden="true" />
              </Button>
            ) : (
              <Button type="submit" form={formIds.contact} disabled={createBooking.isPending}>
                {createBooking.isPending ? props.pendingLabel : props.submitLabel}
              </Button>
            )
          }
        />
      }
    >
      {onFirstStep ? (
        <FormProvider {...forms.first}>
          <form id={formIds.first} noValidate onSubmit={continueToContact} className="flex flex-col gap-6">
            {props.knivesSection(headingRef)}
            <AddOnFields headingLevel={headingLevel} />
            <SpecialRequirementsField headingLevel={headingLevel} maxLength={props.notesMaxLength} />
            <FormActions>
              {props.firstStepAside ?? <span aria-hidden="true" className="hidden sm:block" />}
              <Button type="submit" size="lg" className="max-lg:hidden">
                Continue
                <ArrowRight aria-hidden="true" />
              </Button>
            </FormActions>
          </form>
        </FormProvider>
      ) : (
        <ContactStep
          form={forms.contact}
          onSubmit={submitBooking}
          onInvalid={props.onContactInvalid}
          onBack={() => setStep('first')}
          pending={createBooking.isPending}
          submitLabel={props.submitLabel}
          pendingLabel={props.pendingLabel}
          headingLevel={headingLevel}
          headingRef={headingRef}
          pickup={pickup}
          id={formIds.contact}
        />
      )}
    </BookingFormLayout>
  )
}

/** Step 1 is done when its answers are valid and neither check finds a problem. */
function firstStepIsDone<Values extends FieldValues, Output>(
  forms: BookingStepForms<Values, Output>,
  checks: TwoStepBookingFormProps<Values, Output>['checks'],
): boolean {
  const values = forms.first.getValues()
  if (checks.beforeFields?.(values)) return false
  const first = forms.schema.safeParse(values)
  return first.success && !checks.afterFields?.(first.data)
}
