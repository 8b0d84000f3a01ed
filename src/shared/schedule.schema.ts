/** The owner's Schedule (GET /api/schedule): its days, windows and stops, and the orders with no time yet. */
import { z } from 'zod'

import { Booking } from './booking.schema.ts'
import { LocalDateText, PICKUP_LIMITS } from './pickup.schema.ts'
import { SERVICE_COUNT_FIELDS } from './pricing.ts'

/** GET /api/schedule. */
export const ScheduleQuery = z.object({
  from: LocalDateText('From'),
  days: z.coerce
    .number({ error: 'Days must be a number' })
    .int('Days must be a whole number')
    .min(1, 'Days must be at least 1')
    .max(PICKUP_LIMITS.scheduleDays, `Days cannot be more than ${PICKUP_LIMITS.scheduleDays}`)
    .default(1),
})

/** What the driver does at a stop: picks the knives up, or brings them back (issue 42 point 2). */
export const ScheduleStopKind = z.enum(['pickup', 'return'])
export type ScheduleStopKind = z.infer<typeof ScheduleStopKind>

export const ScheduleBooking = z.object({
  id: z.number().int(),
  /** A pickup, or a return in its return window (the same booking may show as both, on different days). */
  stop: ScheduleStopKind.default('pickup'),
  status: z.string(),
  customerName: z.string(),
  customerPhone: z.string().nullable(),
  streetAddress: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  zipCode: z.string().nullable(),
  totalKnives: z.number().int(),
  specialRequirements: z.string().nullable(),
  /** What "Mark picked up" starts from and prices with (issue 42). */
  ...Booking.pick({
    ...SERVICE_COUNT_FIELDS,
    prices: true,
    pickedUpAt: true,
    finalPrice: true,
    returnStart: true,
  }).shape,
})

export const ScheduleWindow = z.object({
  start: z.iso.datetime(),
  end: z.iso.datetime(),
  /** Null for a window the weekly rules no longer have, kept because bookings are in it. */
  capacity: z.number().int().nullable(),
  bookings: z.array(ScheduleBooking),
})

export const ScheduleDay = z.object({
  date: z.string(),
  /** The closure's note when the business is closed that day. */
  closed: z.string().nullable(),
  windows: z.array(ScheduleWindow),
})

export const Schedule = z.object({ timezone: z.string(), days: z.array(ScheduleDay) })

/** How many orders with no pickup time the Schedule lists at once, the longest waiting first. */
export const NO_TIME_YET_LIMIT = 50

/**
 * GET /api/schedule/no-time: the open orders (pending or in progress) still to be picked up that have no pickup
 * time, oldest first, at most NO_TIME_YET_LIMIT; `more` says there are others after them (issue 41 point 8).
 */
export const NoTimeYet = z.object({ bookings: z.array(ScheduleBooking), more: z.boolean() })
export type NoTimeYet = z.infer<typeof NoTimeYet>

export type ScheduleQuery = z.input<typeof ScheduleQuery>
export type ScheduleBooking = z.infer<typeof ScheduleBooking>
export type ScheduleWindow = z.infer<typeof ScheduleWindow>
export type ScheduleDay = z.infer<typeof ScheduleDay>
export type Schedule = z.infer<typeof Schedule>
