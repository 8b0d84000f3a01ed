import { Package } from 'lucide-react'
import type { Ref } from 'react'
import { useFormContext } from 'react-hook-form'

import { ApiRequestError, serverMessageOf } from '@/lib/api-client'
import type { BookingFormProps } from '@/lib/booking-form-slot'
import { usePriceList } from '@/lib/price-list'

import { addOnIssues } from '@shared/booking-add-ons.ts'
import { SessionValues } from '../booking-draft'
import { pickupEstimate } from '../booking-estimate'
import {
  PICKUP_KNIFE_OPTIONS,
  PICKUP_NOTES_MAX_LENGTH,
  PickupKnivesSchema,
  pickupBookingRequest,
  pickupKnivesBooking,
  type PickupKnivesOutput,
  type PickupKnivesValues,
} from '../booking-form-schemas'
import { useBookingStepForms } from '../use-booking-step-forms'
import type { BookAgainValues } from '../book-again'
import { FormSection } from '@/components/form-section'
import { QuantitySelect } from './quantity-select'
import { TwoStepBookingForm, type StepProblem } from './two-step-booking-form'

const KEPT = { first: 'pickup:knives', contact: 'pickup:contact' }
/** "Book again" keeps what is typed apart: the form starts from the order, not from another visit's answers. */
const KEPT_AGAIN = { first: 'again:pickup:knives', contact: 'again:pickup:contact' }
type AgainValues = Omit<Extract<BookAgainValues, { form: 'pickup' }>, 'form'>

/** More add-ons than knives in all: the spec's toast, with focus on the add-on. */
function tooManyAddOns(knives: PickupKnivesOutput): StepProblem<PickupKnivesValues> | undefined {
  const [issue] = addOnIssues(pickupKnivesBooking(knives))
  return issue && { title: 'Invalid Add-on Services', description: issue.message, field: issue.path }
}

/** The simplified (measure on pickup) booking form: a knife count and add-ons, then contact details. */
export function PickupBookingForm({ headingLevel, again }: BookingFormProps & { again?: AgainValues }) {
  const forms = useBookingStepForms({
    keys: again ? KEPT_AGAIN : KEPT,
    schema: PickupKnivesSchema,
    kept: SessionValues.pickupKnives,
    defaults: again?.knives ?? {
      totalKnives: 1,
      nickRepairQuantity: 0,
      strappingQuantity: 0,
      specialRequirements: '',
    },
    contact: again?.contact,
  })
  return (
    <TwoStepBookingForm
      headingLevel={headingLevel}
      forms={forms}
      measurementType="pickup"
      stepLabels={['Your Knives', 'Contact Info']}
      percents={[50, 100]}
      checks={{ afterFields: tooManyAddOns }}
      estimate={pickupEstimate}
      request={pickupBookingRequest}
      knivesSection={(headingRef) => <KnifeCountField headingLevel={headingLevel} headingRef={headingRef} />}
      notesMaxLength={PICKUP_NOTES_MAX_LENGTH}
      submitLabel="Create Booking"
      pendingLabel="Creating Booking..."
      failure={(error) => ({ title: 'Booking Failed', description: whatToDoAbout(error) })}
    />
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

interface KnifeCountFieldProps {
  headingLevel: 'h2' | 'h3' | 'h4'
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
