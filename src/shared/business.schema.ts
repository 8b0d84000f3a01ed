import { z } from 'zod'

import { PriceList } from './price-list.schema.ts'

/**
 * GET /api/public/business: the business's public settings (no secrets): the spec's contact {email}, the footer's
 * city, the forms' defaults, what the landing page shows, and the price list every estimate uses.
 */
export const BusinessInfo = z.object({
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  timezone: z.string(),
  hours: z.string(),
  about: z.string(),
  /**
   * ZIP codes served for pickup; a booking elsewhere is accepted and flagged (docs/decisions.md "Beyond the
   * spec").
   */
  servedZips: z.array(z.string()),
  prices: PriceList,
})

export type BusinessInfo = z.infer<typeof BusinessInfo>
