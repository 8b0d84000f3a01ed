import { z } from 'zod'

/** The business's public settings: the spec's contact {email}, the footer's city, the form's defaults. */
export const BusinessInfo = z.object({
  name: z.string(),
  email: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  timezone: z.string(),
  /** ZIP codes served for pickup; a booking elsewhere is accepted and flagged (DESIGN.md "Beyond the spec"). */
  servedZips: z.array(z.string()),
})

export type BusinessInfo = z.infer<typeof BusinessInfo>
