import type { FieldPath } from 'react-hook-form'

import { serverMessageOf } from '@/lib/api-client'
import { toast } from '@/lib/toast'

import type { VideoFormInput } from './video-form'

/** The form's fields a refused upload or edit can name; the request's `video` is the form's `file`. */
export const VIDEO_FORM_FIELDS = [
  'title',
  'description',
  'category',
  'position',
  'isActive',
  'videoType',
  'videoUrl',
  'file',
] as const satisfies readonly FieldPath<VideoFormInput>[]
export const VIDEO_FIELD_OF_REQUEST = { video: 'file' } as const

/** A plain toast: a success or a neutral notice. */
export function toastNotice(title: string, description: string) {
  toast({ title, description })
}

/** The spec's text for a failure, with the server's reason after it when there is one (a 413 or 415 says why). */
export function toastFailure(title: string, text: string, error?: unknown) {
  const reason = serverMessageOf(error)
  toast({ title, description: reason ? `${text}: ${reason}` : text, variant: 'destructive' })
}
