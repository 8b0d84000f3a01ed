import { zodResolver } from '@hookform/resolvers/zod'
import { useEffect } from 'react'
import { useForm, type Resolver } from 'react-hook-form'

import { useBusiness } from '@/lib/business'

import { emptyContactValues, type ContactFormValues, type ContactOutput } from './booking-form-schemas'

type ContactResolver = Resolver<ContactFormValues, unknown, ContactOutput>

let loadingResolver: Promise<ContactResolver> | undefined

/**
 * The contact step's rules, with the phone library they need, fetched once: when the contact step opens, or at the
 * latest when it is checked. A booking form's first step shows without them (docs/decisions.md "Budgets").
 */
function contactResolver(): Promise<ContactResolver> {
  loadingResolver ??= import('./contact-schema').then(
    ({ ContactSchema }) => zodResolver(ContactSchema),
    (error: unknown) => {
      // A failed download is tried again by the next check rather than remembered.
      loadingResolver = undefined
      throw error
    },
  )
  return loadingResolver
}

/** Starts fetching the contact step's rules; the step calls it as it opens. */
export function usePreloadContactRules(): void {
  useEffect(() => {
    contactResolver().catch(() => {})
  }, [])
}

const resolver: ContactResolver = async (values, context, options) =>
  (await contactResolver())(values, context, options)

/**
 * The contact step's form. Each step has its own form, so a step's messages appear when it is submitted, not
 * when a field loses focus: a message appearing on blur would push the button being clicked out from under the
 * pointer.
 */
export function useContactForm(initial?: ContactFormValues) {
  const { data: business } = useBusiness()
  return useForm<ContactFormValues, unknown, ContactOutput>({
    resolver,
    defaultValues: initial ?? emptyContactValues(business),
  })
}
