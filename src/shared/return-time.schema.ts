import { z } from 'zod'

import { AllowOverCapacity } from './pickup.schema.ts'

/**
 * The return time (issue 42 point 2): the window the sharpened knives go back in, one of the pickup windows (one
 * driver, so returns and pickups share each window's capacity).
 *
 *   POST /api/public/orders/{token}/return   ChooseReturnBody → PublicOrder   400 404 409 (SLOT_FULL, not ready) 429
 *   PUT  /api/bookings/{id}/return           SetReturnBody    → Booking       400 401 404 409 (SLOT_FULL, cancelled)
 */
export const RETURN_TIME_REQUIRED = 'Please choose a return time'
const RETURN_TIME_FORMAT = 'The return time must be a date and time'

const returnSlotStart = z
  .string({ error: RETURN_TIME_REQUIRED })
  .pipe(z.iso.datetime({ offset: true, error: RETURN_TIME_FORMAT }))

/** The customer's choice on the order page: one of GET /api/public/pickup-slots' `start`s. */
export const ChooseReturnBody = z.object({ returnSlotStart }, { error: 'The body must be a JSON object' })

/** The owner's: any window the weekly rules have, a full one only with `allowOverCapacity`. */
export const SetReturnBody = z.object(
  { returnSlotStart, allowOverCapacity: AllowOverCapacity },
  { error: 'The body must be a JSON object' },
)

export type ChooseReturnBody = z.infer<typeof ChooseReturnBody>
export type SetReturnBody = z.input<typeof SetReturnBody>

/** The sentence the order page, its e-mail and the Schedule use for a return: "Return: …" marks it apart. */
export const RETURN_LABEL = 'Return'
