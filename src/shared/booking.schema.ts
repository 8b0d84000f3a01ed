import { z } from 'zod'

import { refineAddOns } from './booking-add-ons.ts'
import { BookingStatus } from './booking-status.ts'
import { MailKind } from './outbox.schema.ts'
import {
  BookingQuantityFields,
  customerEmailField,
  customerNameField,
  MAX_QUANTITY,
  NO_KNIVES,
  optionalText,
  specialRequirementsField,
  TEXT_LIMITS,
  zipCodeField,
  type ContactFieldName,
} from './booking-fields.ts'
import { PriceList } from './price-list.schema.ts'
import { isValidPhone, PHONE_INVALID } from './phone.ts'
import { countBlades } from './pricing.ts'

export {
  customerEmailField,
  customerNameField,
  MAX_QUANTITY,
  NO_KNIVES,
  BookingQuantityFields,
  specialRequirementsField,
  TEXT_LIMITS,
  zipCodeField,
} from './booking-fields.ts'
// The text rule lives in plain-text.ts; it is exported here too for the schemas that import it from here.
export { isDisplayText, isPlainText } from './plain-text.ts'

/** Contact and address fields, the same on the public forms and the admin's edit form. */
export const BookingContactFields = {
  customerName: customerNameField(),
  customerEmail: customerEmailField,
  customerPhone: optionalText('Phone', TEXT_LIMITS.phone).refine(
    (phone) => phone === null || isValidPhone(phone),
    PHONE_INVALID,
  ),
  streetAddress: optionalText('Street address', TEXT_LIMITS.streetAddress),
  city: optionalText('City', TEXT_LIMITS.city),
  state: optionalText('State', TEXT_LIMITS.state),
  zipCode: zipCodeField,
} satisfies Record<ContactFieldName, z.ZodType>

/** The fields the rules across counts read; those rules wait until each of these is valid on its own. */
const COUNT_FIELDS: ReadonlySet<PropertyKey> = new Set([
  ...Object.keys(BookingQuantityFields),
  'knifeCount',
  'measurementType',
])
/** An issue about a count, or about the body as a whole (not an object: nothing to compare). */
const refersToCounts = (path: readonly PropertyKey[] | undefined) =>
  !path?.length || COUNT_FIELDS.has(path[0]!)

/**
 * POST /api/bookings. The spec's payload, plus measurementType and knifeCount from the pickup form. Any price the
 * client sends is ignored: the server prices the booking itself.
 */
export const CreateBookingBody = z
  .object(
    {
      ...BookingContactFields,
      ...BookingQuantityFields,
      specialRequirements: specialRequirementsField,
      measurementType: z
        .enum(['self', 'pickup'], { error: 'Measurement type must be self or pickup' })
        .default('self'),
      knifeCount: z
        .number({ error: 'At least 1 knife is required' })
        .min(1, 'At least 1 knife is required')
        .max(MAX_QUANTITY, 'Maximum 100 knives')
        .int('The number of knives must be a whole number')
        .nullish(),
      /** One of GET /api/public/pickup-slots' `start`s; required when the business has pickup windows. */
      pickupSlotStart: z
        .string({ error: 'The pickup time must be a date and time' })
        .pipe(z.iso.datetime({ offset: true, error: 'The pickup time must be a date and time' }))
        .nullish(),
      /** "E-mail me when my knives are due for sharpening again": unticked unless the customer ticks it. */
      rebookReminder: z.boolean({ error: 'The reminder choice must be true or false' }).default(false),
    },
    { error: 'The booking must be a JSON object' },
  )
  .superRefine(
    (booking, ctx) => {
      if (booking.measurementType === 'pickup' && booking.knifeCount == null) {
        ctx.addIssue({ code: 'custom', path: ['knifeCount'], message: 'At least 1 knife is required' })
        return
      }
      if (booking.measurementType === 'self' && countBlades(booking) < 1) {
        ctx.addIssue({ code: 'custom', path: ['bladesOver9Inches'], message: NO_KNIVES })
      }
      // Against the same total the price and the confirmation use: for pickup, the blade counts once measured.
      refineAddOns(booking, ctx)
    },
    // Zod would otherwise run these rules on counts already found invalid (-1 knives: "select at least 1").
    { when: (payload) => payload.issues.every((issue) => !refersToCounts(issue.path)) },
  )

export type CreateBookingBody = z.input<typeof CreateBookingBody>
export type CreateBookingInput = z.output<typeof CreateBookingBody>

/** An e-mail of the order's that failed for good: the outbox message to retry, and what it was. */
export const FailedMail = z.object({ id: z.number().int(), kind: MailKind }).meta({ id: 'FailedMail' })
export type FailedMail = z.infer<typeof FailedMail>

/** A booking as the API returns it to the admin and to the customer who just made it. */
export const Booking = z
  .object({
    id: z.number().int(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
    status: BookingStatus,
    archived: z.boolean(),
    measurementType: z.enum(['self', 'pickup']),
    knifeCount: z.number().int().nullable(),
    customerId: z.number().int(),
    customerName: z.string(),
    customerEmail: z.string(),
    customerPhone: z.string().nullable(),
    streetAddress: z.string().nullable(),
    city: z.string().nullable(),
    state: z.string().nullable(),
    zipCode: z.string().nullable(),
    bladesOver9Inches: z.number().int(),
    blades7To9Inches: z.number().int(),
    blades4To6Inches: z.number().int(),
    bladesUnder4Inches: z.number().int(),
    nickRepairQuantity: z.number().int(),
    strappingQuantity: z.number().int(),
    specialRequirements: z.string().nullable(),
    /** Dollars as a decimal string, "54.00". */
    estimatedPrice: z.string(),
    totalKnives: z.number().int(),
    /** The ZIP code is outside the served area: accepted, flagged for the admin. */
    outOfArea: z.boolean(),
    /** The pickup window booked; null when the business asked for no time (or before it could ask one). */
    pickupStart: z.iso.datetime().nullable().default(null),
    pickupEnd: z.iso.datetime().nullable().default(null),
    /** The unit prices the booking was made with; its lines and total always use these. */
    prices: PriceList,
    /** When the owner marked it picked up (POST /api/bookings/{id}/picked-up); null before. */
    pickedUpAt: z.iso.datetime().nullable().default(null),
    /** The price from what was measured at pickup, "38.00"; null until then. */
    finalPrice: z.string().nullable().default(null),
    /** Payments received, not voided, tips left out: "20.00". */
    amountPaid: z.string().default('0.00'),
    /** What is left to pay of the final price (the estimate before pickup): "18.00". */
    balanceDue: z.string().default('0.00'),
    /** The window the sharpened knives go back in (issue 42 point 2); null until the customer or owner chooses one. */
    returnStart: z.iso.datetime().nullable().default(null),
    returnEnd: z.iso.datetime().nullable().default(null),
    /**
     * The order's latest e-mail to the customer that failed for good (issue 41 point 5), for the admin's marker
     * and its Retry (POST /api/outbox/{id}/retry); null when none failed, or once it is retried.
     */
    failedMail: FailedMail.nullable().default(null),
  })
  .meta({ id: 'Booking' })

export type Booking = z.infer<typeof Booking>
