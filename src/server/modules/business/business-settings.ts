import type { z } from 'zod'

import { PriceList } from '../../../shared/price-list.schema.ts'
import { DEFAULT_PRICES } from '../../../shared/pricing.ts'
import {
  BusinessProfile,
  DEFAULT_NOTIFICATIONS,
  DEFAULT_REMINDER_SETTINGS,
  NotificationSettings,
  PaymentSettings,
  ReminderSettings,
  ServiceArea,
} from '../../../shared/settings.schema.ts'
import type { Config } from '../../config.ts'
import type { Db } from '../../db/database.ts'
import { readSettingRows, seedSetting, type SettingsKey } from './settings.repository.ts'

/**
 * Everything the server knows of the business, as the owner last saved it in Settings: a superset of
 * `config.business` (name, email, city, state, zipCode, timezone, servedZips) with phone, hours, about and prices.
 */
export interface BusinessSettings extends BusinessProfile {
  servedZips: string[]
  prices: PriceList
  /** Which events e-mail the owner (Settings → E-mail alerts). */
  notifications: NotificationSettings
}

const SPEC_PROFILE: BusinessProfile = {
  name: 'Sharp Edge Knife Sharpening',
  email: 'hello@sharpedge.example',
  phone: '',
  city: 'Orlando',
  state: 'FL',
  zipCode: '32804',
  timezone: 'America/New_York',
  hours: '',
  about: '',
}

/**
 * The last value each schema parsed, by its stored text: every booking reads the settings, and parsing them again
 * (a long list of ZIP codes, the time zone's check) cost more than the booking's own statements. Keyed by the text
 * read, so a change saved by any instance is parsed at its first read.
 */
const lastParsed = new WeakMap<z.ZodType, { json: string; value: unknown }>()

function parsed<T>(schema: z.ZodType<T>, json: string | undefined, fallback: T): T {
  if (json === undefined) return fallback
  const last = lastParsed.get(schema)
  if (last?.json === json) return last.value as T
  let value = fallback
  try {
    const result = schema.safeParse(JSON.parse(json))
    if (result.success) value = result.data
  } catch {
    // Unreadable text: the fallback, as for a value the schema refuses.
  }
  lastParsed.set(schema, { json, value: deepFreeze(value) })
  return value
}

/** A cached value is shared by every later read: frozen, so no caller can change it for the others. */
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const inner of Object.values(value)) deepFreeze(inner)
  }
  return value
}

/**
 * THE way for server code to read the business profile, the served ZIP codes and the price list. It reads the
 * database on every call (one indexed read of three rows), so a change saved on one instance is seen by every
 * instance at its next request. Pass a transaction to read inside it.
 */
export async function readBusinessSettings(db: Db): Promise<BusinessSettings> {
  return businessSettingsOf(await readSettingRows(db, BUSINESS_KEYS))
}

/** The settings rows readBusinessSettings reads, by key. */
export const BUSINESS_KEYS: readonly SettingsKey[] = ['business', 'prices', 'service-area', 'notifications']

/** The business's settings from their stored rows (the value's text by key), as readBusinessSettings answers them. */
export function businessSettingsOf(rows: ReadonlyMap<string, string>): BusinessSettings {
  return {
    ...parsed(BusinessProfile, rows.get('business'), SPEC_PROFILE),
    servedZips: parsed(ServiceArea, rows.get('service-area'), { servedZips: [] }).servedZips,
    prices: parsed(PriceList, rows.get('prices'), DEFAULT_PRICES),
    notifications: parsed(NotificationSettings, rows.get('notifications'), DEFAULT_NOTIFICATIONS),
  }
}

export async function readNotificationSettings(db: Db): Promise<NotificationSettings> {
  const rows = await readSettingRows(db, ['notifications'])
  return parsed(NotificationSettings, rows.get('notifications'), DEFAULT_NOTIFICATIONS)
}

export async function readBusinessProfile(db: Db): Promise<BusinessProfile> {
  const rows = await readSettingRows(db, ['business'])
  return parsed(BusinessProfile, rows.get('business'), SPEC_PROFILE)
}

export async function readPriceList(db: Db): Promise<PriceList> {
  const rows = await readSettingRows(db, ['prices'])
  return parsed(PriceList, rows.get('prices'), DEFAULT_PRICES)
}

const NO_PAYMENT_SETTINGS: PaymentSettings = { paymentInstructions: '', paymentLinkUrl: null }

/** Settings → Payments: how to pay (the invoice, the order page) and the owner's own payment link. */
export async function readPaymentSettings(db: Db): Promise<PaymentSettings> {
  const rows = await readSettingRows(db, ['payments'])
  return parsed(PaymentSettings, rows.get('payments'), NO_PAYMENT_SETTINGS)
}

/** Settings → Reminders: the sharpening-due reminder's delay and whether review requests go out. */
export async function readReminderSettings(db: Db): Promise<ReminderSettings> {
  const rows = await readSettingRows(db, ['reminders'])
  return parsed(ReminderSettings, rows.get('reminders'), DEFAULT_REMINDER_SETTINGS)
}

export async function readServedZips(db: Db): Promise<string[]> {
  const rows = await readSettingRows(db, ['service-area'])
  return parsed(ServiceArea, rows.get('service-area'), { servedZips: [] }).servedZips
}

/**
 * On the very first start the environment (BUSINESS_*, SERVED_ZIPS) seeds the settings; after that the database
 * wins and the environment is not read for them. Safe with several instances starting at once.
 */
export async function seedBusinessSettings(db: Db, business: Config['business'], now = Date.now()) {
  const { name, email, city, state, zipCode, timezone, servedZips } = business
  const profile: BusinessProfile = { ...SPEC_PROFILE, name, email, city, state, zipCode, timezone }
  await seedSetting(db, 'business', profile, now)
  await seedSetting(db, 'prices', DEFAULT_PRICES, now)
  await seedSetting(db, 'service-area', { servedZips: [...new Set(servedZips)].sort() }, now)
  // A database from before the owner alerts gets their defaults too, so the first change lists only what changed.
  await seedSetting(db, 'notifications', DEFAULT_NOTIFICATIONS, now)
  // Also on a database from before issue 43, so the first change's history shows the default it replaced.
  await seedSetting(db, 'reminders', DEFAULT_REMINDER_SETTINGS, now)
}
