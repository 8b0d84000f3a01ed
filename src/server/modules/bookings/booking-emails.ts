import type { FastifyInstance } from 'fastify'

import { bookingStatusLabel } from '../../../shared/booking-status.ts'
import type { Booking } from '../../../shared/booking.schema.ts'
import { HttpError } from '../../http-errors.ts'
import { composeConfirmationEmail } from '../mail/confirmation-email.ts'
import type { ComposedEmail } from '../mail/email-parts.ts'
import { MailSendError } from '../mail/mail-failure.ts'
import { composeStatusEmail } from '../mail/status-email.ts'
import { insertBookingEvent } from './booking-events.repository.ts'

/** The spec's 'Email Failed' toast shows this sentence: "Email failed: <reason>". */
export const emailFailed = (reason: string) => new HttpError(502, 'EMAIL_FAILED', `Email failed: ${reason}`)

/**
 * Sends a message to the booking's customer and only then records it in the order's history: a message that did
 * not leave leaves no trace, one that left is never missing from the history.
 */
async function sendToCustomer(app: FastifyInstance, booking: Booking, email: ComposedEmail, what: string) {
  await app.mailer.send({ to: { name: booking.customerName, address: booking.customerEmail }, ...email })
  await insertBookingEvent(app.db, {
    booking_id: booking.id,
    at: Date.now(),
    kind: 'email_sent',
    from_status: null,
    to_status: null,
    notes: `${what} to ${booking.customerEmail}`,
  })
}

/** POST /api/bookings/{id}/send-confirmation; a failed send is a 502 EMAIL_FAILED. */
export async function sendConfirmationEmail(app: FastifyInstance, booking: Booking): Promise<void> {
  try {
    await sendToCustomer(
      app,
      booking,
      composeConfirmationEmail(booking, app.config.business),
      'Confirmation e-mail',
    )
  } catch (error) {
    if (error instanceof MailSendError) throw emailFailed(error.reason)
    throw error
  }
}

/**
 * The opt-in e-mail of a status change, sent after the change is saved. The change stands whatever happens here,
 * so a failure is reported in the answer, never thrown.
 */
export async function sendStatusEmail(
  app: FastifyInstance,
  booking: Booking,
): Promise<{ emailSent: boolean; emailError: string | null }> {
  try {
    const what = `Status e-mail (${bookingStatusLabel(booking.status)})`
    await sendToCustomer(app, booking, composeStatusEmail(booking, app.config.business), what)
    return { emailSent: true, emailError: null }
  } catch (error) {
    if (error instanceof MailSendError)
      return { emailSent: false, emailError: `Email failed: ${error.reason}` }
    app.log.error({ err: error, bookingId: booking.id }, 'Status e-mail failed')
    return { emailSent: false, emailError: 'Email failed: something went wrong on our side' }
  }
}
