import { z } from 'zod'

import { refineAddOns } from './booking-add-ons.ts'
import { BookingQuantityFields, NO_KNIVES, TEXT_LIMITS, isDisplayText } from './booking.schema.ts'
import { notAllowedCharacters } from './plain-text.ts'
import { countBlades } from './pricing.ts'

/**
 * POST /api/bookings/{id}/picked-up (issue 42 point 1): what the owner measured when collecting the knives. The
 * counts replace the booking's and price it with the booking's own unit prices; the notes are the owner's own.
 *
 *   POST /api/bookings/{id}/picked-up   PickedUpBody → Booking (status in-progress, pickedUpAt, finalPrice)
 *                                       400 401 404 409 (a cancelled order)
 */
export const PickedUpBody = z
  .object(
    {
      ...BookingQuantityFields,
      notes: z
        .string({ error: 'Notes must be text' })
        .trim()
        .max(
          TEXT_LIMITS.specialRequirements,
          `Notes must be at most ${TEXT_LIMITS.specialRequirements} characters`,
        )
        .refine((text) => isDisplayText(text, { multiline: true }), notAllowedCharacters('Notes'))
        .nullish()
        .transform((value) => (value ? value : null)),
    },
    { error: 'The measurement must be a JSON object' },
  )
  .superRefine(
    (measured, ctx) => {
      if (countBlades(measured) < 1) {
        ctx.addIssue({ code: 'custom', path: ['bladesOver9Inches'], message: NO_KNIVES })
        return
      }
      // Measured knives are counted by size: each add-on on its own against them, as on the detailed form.
      refineAddOns({ ...measured, measurementType: 'self' }, ctx)
    },
    { when: (payload) => payload.issues.length === 0 },
  )

export type PickedUpBody = z.input<typeof PickedUpBody>
export type PickedUpInput = z.output<typeof PickedUpBody>
