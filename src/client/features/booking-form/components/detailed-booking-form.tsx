import { Save } from 'lucide-react'
import { useState } from 'react'

import { Button } from '@/components/ui/button'
import { serverMessageOf } from '@/lib/api-client'
import type { BookingFormProps } from '@/lib/booking-form-slot'
import { useBusiness } from '@/lib/business'
import { toast } from '@/lib/toast'
import { useBrowserStored } from '@/lib/use-hydrated'

import { NO_KNIVES, TEXT_LIMITS } from '@shared/booking-fields.ts'
import { DEFAULT_PRICES } from '@shared/pricing.ts'
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
  type DetailedDetailsValues,
} from '../booking-form-schemas'
import { useBookingStepForms } from '../use-booking-step-forms'
import type { BookAgainValues } from '../book-again'
import { BladeLengthFields } from './blade-length-fields'
import { DraftNotice } from './draft-notice'
import { TwoStepBookingForm, type StepProblem } from './two-step-booking-form'

type AgainValues = Omit<Extract<BookAgainValues, { form: 'self' }>, 'form'>

const KEPT = { first: 'self:details', contact: 'self:contact' }
/** "Book again" keeps what is typed apart: the form starts from the order, not from another visit's answers. */
const KEPT_AGAIN = { first: 'again:self:details', contact: 'again:self:contact' }

/** Step 1 names no knife: the spec's toast, with focus on the first blade length. */
const noKnives = (values: DetailedDetailsValues): StepProblem<DetailedDetailsValues> | undefined =>
  detailedEstimate(values, DEFAULT_PRICES).totalKnives === 0
    ? { title: 'No Knives Selected', description: NO_KNIVES, field: 'bladesOver9Inches' }
    : undefined

/** The detailed (measure myself) booking form: knives by blade length, then contact details (spec section 2). */
export function DetailedBookingForm({ headingLevel, again }: BookingFormProps & { again?: AgainValues }) {
  const { data: business } = useBusiness()
  // A drawn form reads the draft once the browser has taken it over (useBookingStepForms restores it then).
  const storedDraft = useBrowserStored(() => (again ? undefined : loadBookingDraft()))
  const [startedOver, setStartedOver] = useState(false)
  const draft = startedOver ? undefined : storedDraft
  const restored = again ?? (draft ? splitBookingDraft(draft) : undefined)
  const forms = useBookingStepForms({
    keys: again ? KEPT_AGAIN : KEPT,
    schema: DetailedDetailsSchema,
    kept: SessionValues.detailedDetails,
    defaults: restored?.details ?? NO_DETAILED_DETAILS,
    contact: restored?.contact,
  })

  const warnOfMissingContact = () => {
    const { customerName, customerEmail } = forms.contact.getValues()
    if (isBlank(customerName) || isBlank(customerEmail)) {
      toast({
        title: 'Missing Required Information',
        description: 'Please fill in your name and email address.',
        variant: 'destructive',
      })
    }
  }

  const saveDraft = () => {
    if (saveBookingDraft({ ...forms.first.getValues(), ...forms.contact.getValues() })) {
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
    forms.forget()
    setStartedOver(true)
    forms.first.reset(NO_DETAILED_DETAILS)
    forms.contact.reset(emptyContactValues(business))
  }

  return (
    <TwoStepBookingForm
      headingLevel={headingLevel}
      forms={forms}
      measurementType="self"
      stepLabels={['Booking Details', 'Contact Info', 'Confirmation']}
      percents={[33, 66]}
      checks={{ beforeFields: noKnives }}
      estimate={detailedEstimate}
      request={detailedBookingRequest}
      knivesSection={(headingRef) => (
        <BladeLengthFields headingLevel={headingLevel} headingRef={headingRef} />
      )}
      notesMaxLength={TEXT_LIMITS.specialRequirements}
      firstStepAside={
        <Button variant="outline" size="lg" onClick={saveDraft}>
          <Save aria-hidden="true" />
          Save as Draft
        </Button>
      }
      notice={draft && <DraftNotice savedAt={draft.savedAt} onStartOver={startOver} />}
      submitLabel="Complete Booking"
      pendingLabel="Processing..."
      failure={(error) => ({
        title: 'Error',
        description: serverMessageOf(error) ?? 'Failed to create booking',
      })}
      onContactInvalid={warnOfMissingContact}
      onCreated={clearBookingDraft}
    />
  )
}
