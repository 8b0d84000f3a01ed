import { z } from 'zod'

import { isDisplayText } from './plain-text.ts'

/** Bounds of the owner's pickup settings (issue 14). */
export const PICKUP_LIMITS = {
  capacity: 100,
  windows: 70,
  closures: 200,
  closureNote: 200,
  leadHours: 24 * 14,
  horizonDays: 365,
  slotDays: 60,
  scheduleDays: 31,
} as const

export const DEFAULT_LEAD_HOURS = 12
export const DEFAULT_HORIZON_DAYS = 21

export const SLOT_FULL_MESSAGE = 'That pickup time has just filled up. Please choose another.'
export const PICKUP_TIME_REQUIRED = 'Please choose a pickup time.'

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/
const DATE = /^\d{4}-\d{2}-\d{2}$/

/** "09:30" → 570. */
export const minutesOfTime = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5))
/** 570 → "09:30". */
export const timeOfMinutes = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`

const isRealDate = (text: string) => {
  const date = new Date(`${text}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text
}

/** A day on the business's calendar, YYYY-MM-DD, that exists. */
export const LocalDateText = (label: string) =>
  z
    .string({ error: `${label} must be a date like 2026-12-24` })
    .regex(DATE, `${label} must be a date like 2026-12-24`)
    .refine(isRealDate, `${label} is not a real date`)

const timeText = (label: string) =>
  z
    .string({ error: `${label} must be a time like 09:00` })
    .regex(TIME, `${label} must be a time like 09:00 (24-hour clock)`)

export const WEEKDAY_NAMES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']

export const PickupWindow = z.object({
  weekday: z
    .number({ error: 'Weekday must be a number from 1 (Monday) to 7 (Sunday)' })
    .int('Weekday must be a number from 1 (Monday) to 7 (Sunday)')
    .min(1, 'Weekday must be a number from 1 (Monday) to 7 (Sunday)')
    .max(7, 'Weekday must be a number from 1 (Monday) to 7 (Sunday)'),
  start: timeText('Start'),
  end: timeText('End'),
  capacity: z
    .number({ error: 'Capacity must be a number' })
    .min(1, 'Capacity must be at least 1 booking')
    .max(PICKUP_LIMITS.capacity, `Capacity cannot be more than ${PICKUP_LIMITS.capacity} bookings`)
    .int('Capacity must be a whole number'),
})

export const PickupClosure = z.object({
  from: LocalDateText('From'),
  to: LocalDateText('To'),
  note: z
    .string({ error: 'Note must be text' })
    .trim()
    .max(PICKUP_LIMITS.closureNote, `Note must be at most ${PICKUP_LIMITS.closureNote} characters`)
    .refine((note) => isDisplayText(note), 'Note contains characters that are not allowed')
    .default(''),
})

/** GET/PUT /api/settings/pickup. Windows of a weekday may touch but not overlap. */
export const PickupSettings = z
  .object(
    {
      windows: z
        .array(PickupWindow)
        .max(PICKUP_LIMITS.windows, `At most ${PICKUP_LIMITS.windows} pickup windows`),
      closures: z
        .array(PickupClosure)
        .max(PICKUP_LIMITS.closures, `At most ${PICKUP_LIMITS.closures} closures`),
      leadHours: z
        .number({ error: 'Lead time must be a number of hours' })
        .min(0, 'Lead time cannot be negative')
        .max(PICKUP_LIMITS.leadHours, `Lead time cannot be more than ${PICKUP_LIMITS.leadHours} hours`)
        .int('Lead time must be a whole number of hours'),
      horizonDays: z
        .number({ error: 'Horizon must be a number of days' })
        .min(1, 'Horizon must be at least 1 day')
        .max(PICKUP_LIMITS.horizonDays, `Horizon cannot be more than ${PICKUP_LIMITS.horizonDays} days`)
        .int('Horizon must be a whole number of days'),
    },
    { error: 'The pickup settings must be a JSON object' },
  )
  .superRefine((settings, ctx) => {
    settings.windows.forEach((window, index) => {
      if (minutesOfTime(window.end) <= minutesOfTime(window.start)) {
        ctx.addIssue({ code: 'custom', path: ['windows', index, 'end'], message: 'End must be after start' })
        return
      }
      const overlapping = settings.windows.findIndex(
        (other, otherIndex) =>
          otherIndex < index &&
          other.weekday === window.weekday &&
          minutesOfTime(other.start) < minutesOfTime(window.end) &&
          minutesOfTime(window.start) < minutesOfTime(other.end),
      )
      if (overlapping >= 0) {
        ctx.addIssue({
          code: 'custom',
          path: ['windows', index, 'start'],
          message: `This window overlaps another ${WEEKDAY_NAMES[window.weekday - 1]} window`,
        })
      }
    })
    settings.closures.forEach((closure, index) => {
      if (closure.to < closure.from) {
        ctx.addIssue({
          code: 'custom',
          path: ['closures', index, 'to'],
          message: 'A closure cannot end before it starts',
        })
      }
    })
  })

export type PickupWindow = z.infer<typeof PickupWindow>
export type PickupClosure = z.infer<typeof PickupClosure>
export type PickupSettings = z.infer<typeof PickupSettings>
export type PickupSettingsInput = z.input<typeof PickupSettings>

/** GET /api/public/pickup-slots. */
export const PickupSlotsQuery = z.object({
  from: LocalDateText('From'),
  days: z.coerce
    .number({ error: 'Days must be a number' })
    .int('Days must be a whole number')
    .min(1, 'Days must be at least 1')
    .max(PICKUP_LIMITS.slotDays, `Days cannot be more than ${PICKUP_LIMITS.slotDays}`)
    .default(14),
})

export const PickupSlot = z.object({
  start: z.iso.datetime(),
  end: z.iso.datetime(),
  remaining: z.number().int(),
})

export const PickupSlots = z.object({
  timezone: z.string(),
  /**
   * Whether a booking must name a time: the business has pickup windows, free or not. The forms tell "none
   * free" (windows, but every one full or closed) from "none asked" (no windows) by it.
   */
  pickupTimeRequired: z.boolean(),
  slots: z.array(PickupSlot),
})

export type PickupSlotsQuery = z.input<typeof PickupSlotsQuery>
export type PickupSlot = z.infer<typeof PickupSlot>
export type PickupSlots = z.infer<typeof PickupSlots>

/** GET /api/settings/calendar. */
export const CalendarFeed = z.object({ url: z.string() })
export type CalendarFeed = z.infer<typeof CalendarFeed>

/** The owner's explicit confirmation that a booking may take a place beyond its pickup window's capacity. */
export const AllowOverCapacity = z
  .boolean({ error: 'allowOverCapacity must be true or false' })
  .default(false)

/** PUT /api/bookings/:id/pickup: the owner moves a booking to another window. */
export const MovePickupBody = z.object(
  {
    slotStart: z
      .string({ error: 'The pickup time must be a date and time' })
      .pipe(z.iso.datetime({ offset: true, error: 'The pickup time must be a date and time' })),
    /** The owner's confirmation that the booking may take a place beyond the window's capacity. */
    allowOverCapacity: AllowOverCapacity,
  },
  { error: 'The body must be a JSON object' },
)

export const MovePickupResult = z.object({
  pickupStart: z.iso.datetime(),
  pickupEnd: z.iso.datetime(),
  capacity: z.number().int(),
  /** Bookings in the new window, this one included. */
  taken: z.number().int(),
  /** Set when the owner's confirmed move put the window past its capacity: what it now holds. */
  warning: z.string().nullable(),
})

export type MovePickupBody = z.infer<typeof MovePickupBody>
export type MovePickupResult = z.infer<typeof MovePickupResult>
