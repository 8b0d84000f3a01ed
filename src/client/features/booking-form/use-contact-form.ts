import { zodResolver } from '@hookform/resolvers/zod'
import { useForm } from 'react-hook-form'

import { useBusiness } from '@/lib/business'

import {
  ContactSchema,
  emptyContactValues,
  type ContactFormValues,
  type ContactOutput,
} from './booking-form-schemas'

/**
 * The contact step's form. Each step has its own form, so a step's messages appear when it is submitted, not
 * when a field loses focus: a message appearing on blur would push the button being clicked out from under the
 * pointer.
 */
export function useContactForm(initial?: ContactFormValues) {
  const { data: business } = useBusiness()
  return useForm<ContactFormValues, unknown, ContactOutput>({
    resolver: zodResolver(ContactSchema),
    defaultValues: initial ?? emptyContactValues(business),
  })
}
