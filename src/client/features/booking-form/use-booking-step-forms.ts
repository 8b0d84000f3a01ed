import { zodResolver } from '@hookform/resolvers/zod'
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form'
import type { z } from 'zod'

import type { ContactFormValues, ContactOutput } from './booking-form-schemas'
import { SessionValues } from './booking-draft'
import { clearSessionFormValues, useKeepInSession, useSessionFormValues } from './session-form-values'
import { useContactForm } from './use-contact-form'

interface BookingStepFormsOptions<Values extends FieldValues, Output> {
  /** Where this tab keeps each step's answers (session-form-values.ts). */
  keys: { first: string; contact: string }
  /** Step 1's rules, and the lenient reading of its kept answers. */
  schema: z.ZodType<Output, Values>
  kept: z.ZodType<Values>
  /** Step 1's and the contact step's answers when this tab kept none. */
  defaults: DefaultValues<Values>
  contact?: ContactFormValues
}

export interface BookingStepForms<Values extends FieldValues, Output> {
  first: UseFormReturn<Values, unknown, Output>
  contact: UseFormReturn<ContactFormValues, unknown, ContactOutput>
  schema: z.ZodType<Output, Values>
  /** Forgets the answers this tab kept, once the booking is made or the customer starts over. */
  forget: () => void
}

/**
 * A booking form's two steps, each its own form: what this tab last typed (a reload, Back or Forward) wins over
 * the defaults, and every change is kept until the booking is made.
 */
export function useBookingStepForms<Values extends FieldValues, Output>({
  keys,
  schema,
  kept,
  defaults,
  contact,
}: BookingStepFormsOptions<Values, Output>): BookingStepForms<Values, Output> {
  const keptFirst = useSessionFormValues(keys.first, kept)
  const keptContact = useSessionFormValues(keys.contact, SessionValues.contact)
  const first = useForm<Values, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues: (keptFirst as DefaultValues<Values> | undefined) ?? defaults,
  })
  const contactForm = useContactForm(keptContact ?? contact)
  useKeepInSession(keys.first, first.watch)
  useKeepInSession(keys.contact, contactForm.watch)
  return {
    first,
    contact: contactForm,
    schema,
    forget: () => clearSessionFormValues(keys.first, keys.contact),
  }
}
