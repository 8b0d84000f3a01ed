import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'

import { ApiRequestError } from '@/lib/api-client'

/**
 * Puts the server's messages for a refused save under the fields they name, focusing the first; returns whether
 * any field was named. The server checks with the same schemas, so this happens only when the two disagree.
 */
export function showServerIssues<T extends FieldValues>(
  error: unknown,
  fields: readonly string[],
  setError: UseFormSetError<T>,
): boolean {
  const issues =
    error instanceof ApiRequestError
      ? (error.issues ?? []).filter((issue) => fields.includes(issue.path))
      : []
  issues.forEach((issue, index) =>
    setError(issue.path as Path<T>, { type: 'server', message: issue.message }, { shouldFocus: index === 0 }),
  )
  return issues.length > 0
}
