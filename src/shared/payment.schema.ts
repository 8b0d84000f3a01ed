import { z } from 'zod'

import { AMOUNT_HINT, parseDollars } from './format.ts'
import { BookingIdParams } from './booking-admin.schema.ts'
import { isDisplayText } from './booking.schema.ts'
import { PAYMENT_METHODS } from './payment-methods.ts'
import { notAllowedCharacters } from './plain-text.ts'

/**
 * Payments for an order (issue 42 point 4). Money is a decimal string in the API ("20.00") and integer cents in
 * the database; nothing here is ever a float. No card data: the method only says how the owner was paid.
 *
 *   GET  /api/bookings/{id}/payments                     → PaymentList                       404
 *   POST /api/bookings/{id}/payments                     NewPaymentBody → PaymentList (201)  400 404 409
 *   POST /api/bookings/{id}/payments/{paymentId}/void    (no body) → PaymentList             404 409
 *
 * More than the balance due is refused (400; the tip is on top of it). A payment that brings the balance to zero
 * makes the order `paid` and e-mails the customer a receipt; a void that opens a balance again on a paid order
 * moves it back to `completed`.
 */
export { PAYMENT_METHOD_LABELS, PAYMENT_METHODS } from './payment-methods.ts'
export const PaymentMethod = z.enum(PAYMENT_METHODS, {
  error: `Method must be one of ${PAYMENT_METHODS.join(', ')}`,
})
export type PaymentMethod = z.infer<typeof PaymentMethod>

/** The most one payment may be: far beyond any sharpening order, short of anything a cent column cannot hold. */
export const PAYMENT_MAX_CENTS = 10_000_000
export const PAYMENT_NOTE_MAX = 500

/**
 * A money amount as a decimal string, given as whole cents: read as every money field reads dollars, and refused
 * with the same words (the field's path says which amount).
 */
const money = (label: string, { positive }: { positive: boolean }) =>
  z
    .string({ error: AMOUNT_HINT })
    .trim()
    .transform((text, ctx) => {
      // A tip left blank is no tip.
      if (!positive && text === '') return 0
      const cents = parseDollars(text)
      if (cents === undefined) {
        ctx.addIssue({ code: 'custom', message: AMOUNT_HINT })
        return z.NEVER
      }
      if (positive && cents === 0) {
        ctx.addIssue({ code: 'custom', message: `${label} must be more than $0.00` })
        return z.NEVER
      }
      if (cents > PAYMENT_MAX_CENTS) {
        ctx.addIssue({ code: 'custom', message: `${label} must be at most $100,000.00` })
        return z.NEVER
      }
      return cents
    })

export const NewPaymentBody = z.object(
  {
    /** What goes to the order's price, "20.00"; the tip is apart from it. */
    amount: money('Amount', { positive: true }),
    tip: money('Tip', { positive: false }).optional().default(0),
    method: PaymentMethod,
    note: z
      .string({ error: 'Note must be text' })
      .trim()
      .max(PAYMENT_NOTE_MAX, `Note must be at most ${PAYMENT_NOTE_MAX} characters`)
      .refine((text) => isDisplayText(text), notAllowedCharacters('Note'))
      .nullish()
      .transform((value) => (value ? value : null)),
    /** When it was received; now when left out. Never in the future. */
    receivedAt: z
      .string({ error: 'The date received must be a date and time' })
      .pipe(z.iso.datetime({ offset: true, error: 'The date received must be a date and time' }))
      .nullish(),
  },
  { error: 'The payment must be a JSON object' },
)
export type NewPaymentBody = z.input<typeof NewPaymentBody>
export type NewPaymentInput = z.output<typeof NewPaymentBody>

export const PaymentIdParams = BookingIdParams.extend({
  paymentId: z
    .string()
    .regex(/^\d{1,12}$/, 'The payment id must be a whole number')
    .transform(Number),
})

export const Payment = z
  .object({
    id: z.number().int(),
    /** "20.00" */
    amount: z.string(),
    tip: z.string(),
    method: PaymentMethod,
    note: z.string().nullable(),
    receivedAt: z.iso.datetime(),
    voidedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'Payment' })
export type Payment = z.infer<typeof Payment>

export const PaymentList = z
  .object({
    /** Oldest first, voided ones included. */
    payments: z.array(Payment),
    /** The payments not voided, tips left out: "38.00". */
    amountPaid: z.string(),
    /** The final price (or the estimate before pickup) less what is paid; negative when overpaid after an edit. */
    balanceDue: z.string(),
  })
  .meta({ id: 'PaymentList' })
export type PaymentList = z.infer<typeof PaymentList>
