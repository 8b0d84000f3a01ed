import { UserRound } from 'lucide-react'
import { useEffect, useId, type Ref } from 'react'
import { useFormContext } from 'react-hook-form'

import { useBusiness } from '@/lib/business'

import type { ContactFormValues } from '../booking-form-schemas'
import { FormSection } from '@/components/form-section'
import { ServiceAreaNote } from './service-area-note'
import { TextField } from './text-field'

interface ContactFieldsProps {
  headingLevel: 'h2' | 'h3' | 'h4'
  headingRef?: Ref<HTMLHeadingElement>
}

const ADDRESS_DEFAULTS = ['city', 'state', 'zipCode'] as const

/**
 * The contact step of both forms: name and e-mail (required), phone, and the pickup address, whose city, state
 * and ZIP start at the business's own (spec section 9: Orlando, FL, 32804 unless configured otherwise).
 */
export function ContactFields({ headingLevel, headingRef }: ContactFieldsProps) {
  const { data: business } = useBusiness()
  const { getFieldState, getValues, resetField } = useFormContext<ContactFormValues>()
  const noteId = useId()

  // The settings may arrive after the form was set up: fill the address defaults the visitor has not touched.
  useEffect(() => {
    if (!business) return
    for (const field of ADDRESS_DEFAULTS) {
      if (!getFieldState(field).isDirty && !getValues(field)) {
        resetField(field, { defaultValue: business[field] })
      }
    }
  }, [business, getFieldState, getValues, resetField])

  return (
    <FormSection
      title="Contact Information"
      description={
        <>
          How we reach you and where we collect your knives. Fields marked{' '}
          <span className="text-destructive">*</span> are required.
        </>
      }
      icon={UserRound}
      headingLevel={headingLevel}
      headingRef={headingRef}
    >
      <div className="flex flex-col gap-6">
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField
            name="customerName"
            label="Name"
            required
            autoComplete="name"
            className="sm:col-span-2"
          />
          <TextField
            name="customerEmail"
            label="Email"
            type="email"
            required
            autoComplete="email"
            autoCapitalize="none"
            spellCheck={false}
          />
          <TextField name="customerPhone" label="Phone" type="tel" autoComplete="tel" />
        </div>
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-4 text-sm font-semibold">Pickup address</legend>
          <div className="grid grid-cols-6 gap-5">
            <TextField
              name="streetAddress"
              label="Street address"
              autoComplete="street-address"
              className="col-span-6"
            />
            <TextField
              name="city"
              label="City"
              autoComplete="address-level2"
              className="col-span-6 sm:col-span-3"
            />
            <TextField
              name="state"
              label="State"
              autoComplete="address-level1"
              className="col-span-2 sm:col-span-1"
            />
            <TextField
              name="zipCode"
              label="ZIP code"
              inputMode="numeric"
              autoComplete="postal-code"
              describedById={noteId}
              className="col-span-4 sm:col-span-2"
            />
          </div>
          <ServiceAreaNote id={noteId} />
        </fieldset>
      </div>
    </FormSection>
  )
}
