import type { UseFormSetError } from 'react-hook-form'

import { bookingIssuesOf } from './api/create-booking'
import { CONTACT_FIELDS, type ContactFieldName, type ContactFormValues } from './booking-form-schemas'

/**
 * Puts the server's messages for a refused booking under the contact fields they name, focusing the first. The
 * knife fields were checked before the contact step opened, so only contact fields can still be wrong there.
 */
export function showContactIssues(error: unknown, setError: UseFormSetError<ContactFormValues>): void {
  const issues = bookingIssuesOf(error).filter((issue) =>
    (CONTACT_FIELDS as readonly string[]).includes(issue.path),
  )
  issues.forEach((issue, index) =>
    setError(
      issue.path as ContactFieldName,
      { type: 'server', message: issue.message },
      { shouldFocus: index === 0 },
    ),
  )
}
