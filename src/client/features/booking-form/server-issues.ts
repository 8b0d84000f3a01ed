import type { UseFormSetError } from 'react-hook-form'

import { showServerIssues } from '@/lib/server-issues'

import { CONTACT_FIELD_NAMES } from '@shared/booking-fields.ts'
import type { ContactFormValues } from './booking-form-schemas'

/**
 * Puts the server's messages for a refused booking under the contact fields they name, focusing the first. The
 * knife fields were checked before the contact step opened, so only contact fields can still be wrong there.
 */
export function showContactIssues(error: unknown, setError: UseFormSetError<ContactFormValues>): void {
  showServerIssues(error, CONTACT_FIELD_NAMES, setError)
}
