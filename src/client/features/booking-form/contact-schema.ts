import { z } from 'zod'

import { BookingContactFields } from '@shared/booking.schema.ts'

/**
 * The contact step, the same on both forms, with the server's own rules and messages, and the customer's consent
 * to the "sharpening due" reminder, unticked unless they tick it. Its phone rule brings the phone library, so it
 * loads with the contact step, not with the form (use-contact-form.ts).
 */
export const ContactSchema = z.object({ ...BookingContactFields, rebookReminder: z.boolean().default(false) })
