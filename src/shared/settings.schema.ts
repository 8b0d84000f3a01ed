import { z } from 'zod'

import { isDisplayText } from './booking.schema.ts'
import { isTimeZone } from './date-time-format.ts'

const text = (label: string, max: number, { required = false, multiline = false } = {}) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .min(required ? 1 : 0, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine(
      (value) => isDisplayText(value, { multiline }),
      `${label} contains characters that are not allowed`,
    )

const fiveDigitZip = (label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .regex(/^\d{5}$/, `${label} must be 5 digits, like 32804`)

/**
 * The business profile of the Settings tab: who the business is, where, and when. Texts are stored as typed and
 * always shown as text; an empty phone, hours or about is simply not shown.
 */
export const BusinessProfile = z
  .object({
    name: text('Business name', 100, { required: true }),
    email: z
      .string({ error: 'Contact e-mail must be an e-mail address' })
      .trim()
      .max(254, 'Contact e-mail must be at most 254 characters')
      .pipe(z.email('Contact e-mail must be an e-mail address')),
    phone: text('Phone', 30),
    city: text('City', 100, { required: true }),
    state: text('State', 50, { required: true }),
    zipCode: fiveDigitZip('ZIP code'),
    timezone: z
      .string({ error: 'Time zone must be text' })
      .trim()
      .refine(isTimeZone, 'Time zone must be a time zone such as America/New_York'),
    hours: text('Opening hours', 200),
    about: text('About', 1000, { multiline: true }),
  })
  .meta({ id: 'BusinessProfile' })

export type BusinessProfile = z.infer<typeof BusinessProfile>

/** Enough for any neighbourhood, and small enough to list on one screen. */
export const MAX_SERVED_ZIPS = 500

/** One served ZIP code: the rule the Settings form checks each typed or pasted code with, and the server. */
export const ServedZip = fiveDigitZip('Each served ZIP code')

export const ServiceArea = z.object({
  servedZips: z
    .array(ServedZip, { error: 'Served ZIP codes must be a list' })
    .max(MAX_SERVED_ZIPS, `Served ZIP codes can be at most ${MAX_SERVED_ZIPS}`)
    // The same code twice is one code; kept in order for the owner to read.
    .transform((zips) => [...new Set(zips)].sort()),
})

export type ServiceArea = z.infer<typeof ServiceArea>

export const ServiceAreaView = z.object({
  servedZips: z.array(z.string()),
  /** Bookings (archived ones too) whose ZIP code lies outside the served ZIP codes; 0 with no area set. */
  bookingsOutsideArea: z.number().int(),
})

export type ServiceAreaView = z.infer<typeof ServiceAreaView>

export const PAYMENT_INSTRUCTIONS_MAX = 500
const PAYMENT_LINK_MAX = 500
const NOT_HTTPS = 'The payment link must be an https:// address, like https://pay.example.com/sharpedge'

function isHttpsUrl(text: string): boolean {
  try {
    const url = new URL(text)
    return url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === ''
  } catch {
    return false
  }
}

/**
 * Settings → Payments (issue 42 point 5): the words on the invoice and the order page about how to pay, and an
 * optional link to the owner's own payment page (the order page's "Pay now"). No card data touches this server.
 */
export const PaymentSettings = z
  .object({
    paymentInstructions: text('Payment instructions', PAYMENT_INSTRUCTIONS_MAX, { multiline: true }),
    paymentLinkUrl: z
      .string({ error: NOT_HTTPS })
      .trim()
      .max(PAYMENT_LINK_MAX, `The payment link must be at most ${PAYMENT_LINK_MAX} characters`)
      .refine((value) => value === '' || isHttpsUrl(value), NOT_HTTPS)
      .nullish()
      .transform((value) => (value ? value : null)),
  })
  .meta({ id: 'PaymentSettings' })

export type PaymentSettings = z.output<typeof PaymentSettings>
export type PaymentSettingsBody = z.input<typeof PaymentSettings>

/**
 * Settings → E-mail alerts (issue 41 point 3): which events e-mail the owner at the business address (outbox kind
 * `owner_alert`). GET/PUT /api/settings/notifications.
 */
const alertSwitch = (name: string) => z.boolean({ error: `${name} must be true or false` })
export const NotificationSettings = z
  .object({
    customerCancelled: alertSwitch('customerCancelled'),
    customerRescheduled: alertSwitch('customerRescheduled'),
    customerMessage: alertSwitch('customerMessage'),
    mailFailed: alertSwitch('mailFailed'),
    newBooking: alertSwitch('newBooking'),
  })
  .meta({ id: 'NotificationSettings' })
export type NotificationSettings = z.infer<typeof NotificationSettings>

/** Until the owner changes them: every alert on but new bookings (a busy day would fill the inbox). */
export const DEFAULT_NOTIFICATIONS: NotificationSettings = {
  customerCancelled: true,
  customerRescheduled: true,
  customerMessage: true,
  mailFailed: true,
  newBooking: false,
}
export const REBOOK_AFTER_DAYS_MIN = 30
export const REBOOK_AFTER_DAYS_MAX = 365
const REBOOK_AFTER_DAYS_RANGE = `Remind after must be a whole number of days from ${REBOOK_AFTER_DAYS_MIN} to ${REBOOK_AFTER_DAYS_MAX}`

/**
 * Settings → Reminders (issue 43): how long after an order its customer (when they asked for it) is told their knives
 * are due again, and whether a paid order's customer is asked for a review.
 */
export const ReminderSettings = z
  .object(
    {
      rebookAfterDays: z
        .number({ error: REBOOK_AFTER_DAYS_RANGE })
        .int(REBOOK_AFTER_DAYS_RANGE)
        .min(REBOOK_AFTER_DAYS_MIN, REBOOK_AFTER_DAYS_RANGE)
        .max(REBOOK_AFTER_DAYS_MAX, REBOOK_AFTER_DAYS_RANGE),
      reviewRequests: z.boolean({ error: 'Review requests must be true or false' }),
    },
    { error: 'The reminder settings must be a JSON object' },
  )
  .meta({ id: 'ReminderSettings' })
export type ReminderSettings = z.infer<typeof ReminderSettings>
export const DEFAULT_REMINDER_SETTINGS: ReminderSettings = { rebookAfterDays: 120, reviewRequests: true }

/** The sections with a history of changes; `account` records password changes and ended sessions. */
export const SETTINGS_SECTIONS = [
  'business',
  'prices',
  'service-area',
  'payments',
  'notifications',
  'reminders',
  'account',
] as const
export const SettingsSection = z.enum(SETTINGS_SECTIONS, {
  error: 'The section must be business, prices, service-area, payments, notifications, reminders or account',
})
export type SettingsSection = z.infer<typeof SettingsSection>

/** One change to a section: who, when, and each field's old and new value as text. */
export const SettingsChange = z.object({
  at: z.iso.datetime(),
  changedBy: z.string(),
  changes: z.array(z.object({ field: z.string(), from: z.string(), to: z.string() })),
})

export const SettingsHistory = z.object({ entries: z.array(SettingsChange) })

export type SettingsChange = z.infer<typeof SettingsChange>
export type SettingsHistory = z.infer<typeof SettingsHistory>
