import type { FieldPath, UseFormSetError } from 'react-hook-form'

import { ApiRequestError, serverMessageOf } from '@/lib/api-client'
import { toast } from '@/lib/toast'

import type { VideoFormInput } from './video-form'

const FORM_FIELDS = new Set([
  'title',
  'description',
  'category',
  'position',
  'isActive',
  'videoType',
  'videoUrl',
])

/** A plain toast: a success or a neutral notice. */
export function toastNotice(title: string, description: string) {
  toast({ title, description })
}

/** The spec's text for a failure, with the server's reason after it when there is one (a 413 or 415 says why). */
export function toastFailure(title: string, text: string, error?: unknown) {
  const reason = serverMessageOf(error)
  toast({ title, description: reason ? `${text}: ${reason}` : text, variant: 'destructive' })
}

/** Puts the server's field messages under the fields they are about; the file's go under the file input. */
export function showServerIssues(error: unknown, setError: UseFormSetError<VideoFormInput>) {
  if (!(error instanceof ApiRequestError)) return
  for (const issue of error.issues ?? []) {
    const field = issue.path === 'video' ? 'file' : issue.path
    if (FORM_FIELDS.has(field) || field === 'file') {
      setError(field as FieldPath<VideoFormInput>, { type: 'server', message: issue.message })
    }
  }
}
