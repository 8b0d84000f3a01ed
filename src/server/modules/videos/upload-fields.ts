import type { z } from 'zod'

import { UploadVideoFields } from '../../../shared/video.schema.ts'
import { badRequest } from '../../http-errors.ts'

/**
 * A form sends every field as text: position and isActive are read as the number and flag they spell, and a
 * blank one counts as not sent. Anything else stays as sent, for the schema to judge.
 */
function fromFormText(fields: Record<string, unknown>): Record<string, unknown> {
  const values = { ...fields }
  const { position, isActive } = values
  if (typeof position === 'string') {
    const text = position.trim()
    values.position = text === '' ? undefined : /^[+-]?\d+(\.\d+)?$/.test(text) ? Number(text) : position
  }
  if (typeof isActive === 'string') {
    const text = isActive.trim().toLowerCase()
    const flags: Record<string, boolean | undefined> = {
      true: true,
      on: true,
      '1': true,
      false: false,
      off: false,
      '0': false,
      '': undefined,
    }
    values.isActive = Object.hasOwn(flags, text) ? flags[text] : isActive
  }
  return values
}

function refused(error: z.ZodError): Error {
  const issues = error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }))
  return badRequest(issues[0]?.message ?? 'The upload form is not valid.', issues)
}

/** The upload's form fields, validated with the same schema as the rest of the API; 400 with every issue. */
export function parseUploadFields(fields: Record<string, unknown>): UploadVideoFields {
  const parsed = UploadVideoFields.safeParse(fromFormText(fields))
  if (!parsed.success) throw refused(parsed.error)
  return parsed.data
}

/** The fields that arrived before the file: refused at once if any is already wrong (the rest may follow). */
export function checkFieldsSoFar(fields: Record<string, unknown>): void {
  const parsed = UploadVideoFields.partial().safeParse(fromFormText(fields))
  if (!parsed.success) throw refused(parsed.error)
}
