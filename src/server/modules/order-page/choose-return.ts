import type { FastifyInstance } from 'fastify'
import type { Transaction } from 'kysely'

import type { Database } from '../../db/schema.ts'
import { conflict, HttpError } from '../../http-errors.ts'
import { lockBooking } from '../booking-records/index.ts'
import { formatWindow, isCapacityRefusal, returnNote, writeReturnWindow } from '../pickup/index.ts'
import { takeCustomerChosenPlace } from './customer-window-choice.ts'
import { orderNotFound } from './public-order.ts'

export const RETURN_NOT_READY =
  'You can choose a return time once your knives are sharpened and ready. We will e-mail you then.'
export const RETURN_SLOT_FULL = 'That return time has just filled up. Please choose another.'
export const RETURN_SLOT_UNAVAILABLE =
  'That return time cannot be chosen. Please choose one of the times offered.'

/**
 * The pickup windows' refusals, said of a return: the customer chose a return time, not a pickup. Same codes, so
 * the picker treats them alike; the database's own refusal of a place beyond the capacity is SLOT_FULL too.
 */
function asReturnRefusal(error: unknown): unknown {
  if (isCapacityRefusal(error) || (error instanceof HttpError && error.code === 'SLOT_FULL'))
    return new HttpError(409, 'SLOT_FULL', RETURN_SLOT_FULL)
  if (error instanceof HttpError && error.code === 'SLOT_UNAVAILABLE')
    return new HttpError(409, 'SLOT_UNAVAILABLE', RETURN_SLOT_UNAVAILABLE)
  return error
}

/**
 * The customer chooses (or moves) the return of their sharpened knives on the order page (issue 42 point 2), in one
 * transaction: the booking locked, the window checked as a new booking's pickup is (its capacity, closures, lead
 * time and horizon) and a place taken in it, the old return's place given back, the event recorded. Only for a
 * completed order. A request for the time the order already has is a 409 that changes nothing, so of many identical
 * requests at once exactly one records the event; a return nearer than the lead time is no longer moved here.
 */
export async function chooseReturnTime(
  app: FastifyInstance,
  trx: Transaction<Database>,
  bookingId: number,
  slotStart: string,
  now: number,
): Promise<void> {
  const current = await lockBooking(trx, bookingId)
  if (!current) throw orderNotFound()
  if (current.status !== 'completed') throw conflict(RETURN_NOT_READY)
  try {
    const { place, timeZone } = await takeCustomerChosenPlace(app, trx, slotStart, now, {
      start: current.return_start,
      noun: 'return',
    })
    const window = { start: place.pickup_start!, end: place.pickup_end! }
    const note = returnNote(
      current,
      formatWindow(window.start, window.end, timeZone),
      ' by the customer on their order page',
    )
    await writeReturnWindow(trx, current, window, { now, note })
  } catch (error) {
    throw asReturnRefusal(error)
  }
}
