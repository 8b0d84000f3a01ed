import { bookingPickupText } from './pickup-time.ts'

/**
 * What happens next about the pickup, as a customer reads it once booked (the toast, the confirmation page and
 * its e-mail): the window they chose, or, when none was asked (no pickup windows), the spec's promise to
 * contact them. Measuring is promised only to those who asked us to measure.
 */
export function pickupNextStep(
  booking: { pickupStart: string | null; pickupEnd: string | null; measurementType: string },
  timeZone: string | undefined,
): string {
  const measuring = booking.measurementType === 'pickup'
  const window = bookingPickupText(booking, timeZone)
  if (window) return `We'll pick up ${measuring ? 'and measure ' : ''}your knives on ${window}.`
  return measuring
    ? "We'll contact you soon to arrange pickup and measure your knives."
    : "We'll contact you soon to arrange pickup."
}
