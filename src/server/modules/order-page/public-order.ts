import type { BookingEvent } from '../../../shared/booking-admin.schema.ts'
import { bookingPriceLines } from '../../../shared/booking-lines.ts'
import type { Booking } from '../../../shared/booking.schema.ts'
import { publicTimeline } from '../../../shared/order-timeline.ts'
import type { PublicOrder } from '../../../shared/order-page.schema.ts'
import type { PaymentSettings } from '../../../shared/settings.schema.ts'
import { isUnmeasuredPickup, serviceCounts } from '../../../shared/pricing.ts'
import { notFound } from '../../http-errors.ts'

/** Every unknown, reset or malformed token: the same words, whatever the reason. */
export const orderNotFound = () =>
  notFound('We could not find this order. The link may be mistyped, or it was replaced by a newer one.')

/**
 * The price to pay: what the owner measured at pickup; before that, the estimate once the knives are counted by size
 * and the work is done (or a pickup order counted in an edit).
 */
function finalPriceOf(booking: Booking): string | null {
  if (booking.finalPrice !== null) return booking.finalPrice
  const measured = !isUnmeasuredPickup(booking)
  const workDone = booking.status === 'completed' || booking.status === 'paid'
  return measured && (workDone || booking.measurementType === 'pickup') ? booking.estimatedPrice : null
}

/** The whole order for the holder of its link, with its history in the customer's words. */
export function toPublicOrder(
  booking: Booking,
  events: readonly BookingEvent[],
  /** When the order's status e-mails were queued (statusMailTimes): their notes are shown. */
  emailedAt?: ReadonlySet<number>,
  payment: PaymentSettings = { paymentInstructions: '', paymentLinkUrl: null },
): PublicOrder {
  return {
    id: booking.id,
    createdAt: booking.createdAt,
    status: booking.status,
    measurementType: booking.measurementType,
    knifeCount: booking.knifeCount,
    customerName: booking.customerName,
    customerEmail: booking.customerEmail,
    customerPhone: booking.customerPhone,
    streetAddress: booking.streetAddress,
    city: booking.city,
    state: booking.state,
    zipCode: booking.zipCode,
    ...serviceCounts(booking),
    specialRequirements: booking.specialRequirements,
    estimatedPrice: booking.estimatedPrice,
    totalKnives: booking.totalKnives,
    pickupStart: booking.pickupStart,
    pickupEnd: booking.pickupEnd,
    returnStart: booking.returnStart,
    returnEnd: booking.returnEnd,
    prices: booking.prices,
    amountPaid: booking.amountPaid,
    balanceDue: booking.balanceDue,
    priceLines: bookingPriceLines(booking, booking.prices),
    finalPrice: finalPriceOf(booking),
    paymentInstructions: payment.paymentInstructions,
    paymentLinkUrl: payment.paymentLinkUrl,
    canCancel: booking.status === 'pending',
    canChooseReturn: booking.status === 'completed',
    timeline: publicTimeline(events, emailedAt),
  }
}
