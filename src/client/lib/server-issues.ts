import type { FieldValues, Path, UseFormSetError } from 'react-hook-form'

import type { ApiIssue } from '@shared/api-error.schema.ts'
import { ApiRequestError } from './api-client'

/** The server's messages by field for a refused request; none for any other failure. */
export function apiIssuesOf(error: unknown): ApiIssue[] {
  return error instanceof ApiRequestError && error.status === 400 ? (error.issues ?? []) : []
}

/**
 * Puts the server's messages for a refused request under the form's fields they name, focusing the first; returns
 * whether any field was named. The server checks with the same schemas, so this happens only when the two disagree.
 * `fieldOf` names the form's field where the request calls it otherwise (the upload's `video` is the form's `file`).
 */
export function showServerIssues<T extends FieldValues>(
  error: unknown,
  fields: readonly string[],
  setError: UseFormSetError<T>,
  fieldOf: Readonly<Record<string, string>> = {},
): boolean {
  const issues = apiIssuesOf(error)
    .map((issue) => ({ ...issue, path: fieldOf[issue.path] ?? issue.path }))
    .filter((issue) => fields.includes(issue.path))
  issues.forEach((issue, index) =>
    setError(issue.path as Path<T>, { type: 'server', message: issue.message }, { shouldFocus: index === 0 }),
  )
  return issues.length > 0
}
