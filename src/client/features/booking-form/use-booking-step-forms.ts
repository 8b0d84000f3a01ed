import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect, useState } from 'react'
import { useForm, type DefaultValues, type FieldValues, type UseFormReturn } from 'react-hook-form'
import type { z } from 'zod'

import { useHydrated } from '@/lib/use-hydrated'

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
  /** False while a drawn form waits for this browser's answers (until just after it is taken over). */
  restored: boolean
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
  const firstValues = (keptFirst as DefaultValues<Values> | undefined) ?? defaults
  const first = useForm<Values, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues: firstValues,
  })
  const contactForm = useContactForm(keptContact ?? contact)
  // A drawn form started without this browser's answers (kept in the tab, or a saved draft in `defaults`): they
  // come in now, before the form takes any input (BookingFormLayout).
  const hydrated = useHydrated()
  const [restored, setRestored] = useState(hydrated)
  useEffect(() => {
    if (restored || !hydrated) return
    first.reset(firstValues)
    const contactValues = keptContact ?? contact
    if (contactValues) contactForm.reset(contactValues)
    // The step shown waits for these answers (useFormStep): one more render, once, after the forms took them.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setRestored(true)
    // Once, as the drawing is taken over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [hydrated])
  useKeepInSession(keys.first, first.watch)
  useKeepInSession(keys.contact, contactForm.watch)
  return {
    first,
    contact: contactForm,
    schema,
    restored,
    forget: () => clearSessionFormValues(keys.first, keys.contact),
  }
}
