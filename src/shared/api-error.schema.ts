import { z } from 'zod'

/** Every error response of the API has this shape (docs/decisions.md "Errors"). */
export const ApiIssue = z.object({
  path: z.string().meta({ description: 'The field the message is about, dotted for nested fields' }),
  message: z.string(),
})

export const ApiError = z
  .object({
    error: z.string().meta({ description: 'A sentence a person can read' }),
    code: z.string().meta({ description: 'A machine-readable code such as VALIDATION_FAILED' }),
    issues: z.array(ApiIssue).optional(),
  })
  .meta({ id: 'ApiError' })

export type ApiIssue = z.infer<typeof ApiIssue>
export type ApiError = z.infer<typeof ApiError>
