import type { FastifyInstance } from 'fastify'
import type { Transaction } from 'kysely'

import type { Database } from '../../db/schema.ts'
import { conflict } from '../../http-errors.ts'
import { businessTimeZone } from '../business/index.ts'
import { loadPickupSettings, takePickupPlace } from '../pickup/index.ts'

const HOUR = 60 * 60 * 1000

/** The customer's own time being moved on their order page: its start (if any), and what it is called. */
export interface CustomerTime {
  start: number | null
  noun: 'pickup' | 'return'
}

/**
 * The rules of a customer's own choice of a window on their order page, for a pickup and a return alike: the time
 * the order already has is a 409 that changes nothing (so of many identical requests exactly one writes), a time
 * nearer than the lead time is no longer moved here, and the new window takes a place as a new booking's pickup
 * would (its capacity, closures, lead time and horizon), giving back the old one. The booking is locked already.
 */
export async function takeCustomerChosenPlace(
  app: FastifyInstance,
  trx: Transaction<Database>,
  slotStart: string,
  now: number,
  { start, noun }: CustomerTime,
) {
  if (start === Date.parse(slotStart)) throw conflict(`Your ${noun} is already at this time.`)
  const rules = await loadPickupSettings(trx)
  const { leadHours } = rules
  if (start !== null && start - leadHours * HOUR <= now) {
    throw conflict(
      `Your ${noun} is less than ${leadHours} hours away, so it can no longer be changed here. Please write to us below instead.`,
    )
  }
  const timeZone = await businessTimeZone(app, trx)
  const place = await takePickupPlace(trx, slotStart, { timeZone, now, leaving: start }, rules)
  return { place, timeZone }
}
