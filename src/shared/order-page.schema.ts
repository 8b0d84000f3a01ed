import { z } from 'zod'

import { BookingStatus } from './booking-status.ts'
import { Booking, customerEmailField, isDisplayText } from './booking.schema.ts'
import { SERVICE_COUNT_FIELDS } from './pricing.ts'

/**
 * The customer's private order page (issue 15). No sign-in: the token in the path is the key, and every unknown,
 * reset or malformed token gets the same 404.
 *
 *   GET  /api/public/orders/{token}            → PublicOrder                         404 429
 *   POST /api/public/orders/{token}/cancel     (no body) → PublicOrder               404 409 429
 *   POST /api/public/orders/{token}/messages   OrderMessageBody → OrderMessageResult 400 404 429
 *
 * The admin's side (session required):
 *
 *   GET  /api/bookings/{id}/customer-link        → CustomerLink  404
 *   POST /api/bookings/{id}/customer-link/reset  → CustomerLink  404  (the old link answers 404 from then on)
 */

/** POST /api/bookings answers the booking and, this once, the secret of its order page. */
export const CreatedBooking = Booking.extend({
  /** Opens /orders/{accessToken}; shown again to the admin only. */
  accessToken: z.string(),
}).meta({ id: 'CreatedBooking' })
export type CreatedBooking = z.infer<typeof CreatedBooking>

/** One line of an order's price, as bookingPriceLines (src/shared/booking-lines.ts) builds it. */
export const OrderPriceLine = z.object({
  label: z.string(),
  quantity: z.number().int(),
  unitCents: z.number().int(),
  totalCents: z.number().int(),
  kind: z.enum(['knives', 'add-on']),
})
export type OrderPriceLine = z.infer<typeof OrderPriceLine>

export const ORDER_TIMELINE_KINDS = ['created', 'status', 'email', 'message', 'reply'] as const

/**
 * What happened to the order, as its customer may see it. Built from the order's history, leaving out what is
 * the business's own (edits, archiving, the admin's notes on a status change).
 */
export const OrderTimelineEntry = z.object({
  at: z.iso.datetime(),
  kind: z.enum(ORDER_TIMELINE_KINDS),
  /** For `created` and `status`: the status the order moved to. */
  status: BookingStatus.nullable(),
  /** The customer did this themselves on the order page (a cancellation, a message). */
  byCustomer: z.boolean(),
  /** Words meant for the customer: their own message, the business's reply, or which e-mail they were sent. */
  detail: z.string().nullable(),
})
export type OrderTimelineEntry = z.infer<typeof OrderTimelineEntry>

/** The whole order for the holder of its link: their own contact details and address in full. */
export const PublicOrder = Booking.pick({
  id: true,
  createdAt: true,
  status: true,
  measurementType: true,
  knifeCount: true,
  customerName: true,
  customerEmail: true,
  customerPhone: true,
  streetAddress: true,
  city: true,
  state: true,
  zipCode: true,
  ...SERVICE_COUNT_FIELDS,
  specialRequirements: true,
  estimatedPrice: true,
  totalKnives: true,
  pickupStart: true,
  pickupEnd: true,
  returnStart: true,
  returnEnd: true,
  prices: true,
  amountPaid: true,
  balanceDue: true,
})
  .extend({
    priceLines: z.array(OrderPriceLine),
    /** Once the knives are measured (a pickup order counted, or the work done): the price to pay, "54.00". */
    finalPrice: z.string().nullable(),
    /** Settings → Payments: how to pay, and the owner's own payment page ("Pay now"), if any. */
    paymentInstructions: z.string(),
    paymentLinkUrl: z.string().nullable(),
    /** Only a pending order can be cancelled online. */
    canCancel: z.boolean(),
    /** A completed order: its customer chooses, or moves, the return time on the page. */
    canChooseReturn: z.boolean().default(false),
    /** Oldest first. */
    timeline: z.array(OrderTimelineEntry),
  })
  .meta({ id: 'PublicOrder' })
export type PublicOrder = z.infer<typeof PublicOrder>

export const ORDER_MESSAGE_MAX = 2000

/**
 * POST /api/public/orders/{token}/messages: plain text, line breaks allowed; HTML is kept as the text it is.
 * Zod's `max` counts characters (code points) as JSON Schema's maxLength does, so 2,000 emoji fit.
 */
export const OrderMessageBody = z.object(
  {
    message: z
      .string({ error: 'Please write a message' })
      .trim()
      .min(1, 'Please write a message')
      .max(
        ORDER_MESSAGE_MAX,
        `Your message must be at most ${ORDER_MESSAGE_MAX.toLocaleString('en-US')} characters`,
      )
      .refine(
        (text) => isDisplayText(text, { multiline: true }),
        'Your message contains characters that are not allowed',
      ),
  },
  { error: 'The message must be a JSON object' },
)
export type OrderMessageBody = z.input<typeof OrderMessageBody>

/** POST /api/public/orders/{token}/reschedule: one of GET /api/public/pickup-slots' `start`s. */
export const RescheduleOrderBody = z.object(
  {
    pickupSlotStart: z
      .string({ error: 'Please choose a pickup time' })
      .pipe(z.iso.datetime({ offset: true, error: 'The pickup time must be a date and time' })),
  },
  { error: 'The body must be a JSON object' },
)
export type RescheduleOrderBody = z.infer<typeof RescheduleOrderBody>

/** POST /api/public/order-links: "E-mail me my order links" on the look-up by e-mail. */
export const OrderLinksBody = z.object(
  { email: customerEmailField },
  { error: 'The body must be a JSON object' },
)
export type OrderLinksBody = z.infer<typeof OrderLinksBody>

/** The one answer of "E-mail me my order links", whether or not the address has orders. */
export const ORDER_LINKS_SENT =
  'If we have orders for this e-mail address, a message with the links to them is on its way. Please check your inbox.'

export const OrderMessageResult = z.object({ message: z.string() }).meta({ id: 'OrderMessageResult' })
export type OrderMessageResult = z.infer<typeof OrderMessageResult>

/** The admin's view of an order's link: the token, for "Copy customer link". */
export const CustomerLink = z.object({ token: z.string() }).meta({ id: 'CustomerLink' })
export type CustomerLink = z.infer<typeof CustomerLink>
