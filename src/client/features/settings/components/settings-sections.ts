import type { ComponentType } from 'react'

import { CalendarFeedSection } from './calendar-feed-section'
import { PickupSettingsSection } from './pickup-settings-section'
import { AccountSection } from './account-section'
import { BusinessProfileSection } from './business-profile-section'
import { NotificationSettingsSection } from './notification-settings-section'
import { PaymentSettingsSection } from './payment-settings-section'
import { PriceListSection } from './price-list-section'
import { ReminderSettingsSection } from './reminder-settings-section'
import { ServiceAreaSection } from './service-area-section'

export interface SettingsSectionEntry {
  /** A stable key; each section renders its own card (SettingsCard) with its anchor. */
  id: string
  Component: ComponentType
}

/**
 * The Settings tab's sections, in order. A feature adds its own section here (pickup windows, the calendar feed),
 * as one entry pointing at its own component.
 */
export const settingsSections: readonly SettingsSectionEntry[] = [
  { id: 'business', Component: BusinessProfileSection },
  { id: 'prices', Component: PriceListSection },
  { id: 'service-area', Component: ServiceAreaSection },
  { id: 'payments', Component: PaymentSettingsSection },
  { id: 'reminders', Component: ReminderSettingsSection },
  { id: 'pickup', Component: PickupSettingsSection },
  { id: 'calendar', Component: CalendarFeedSection },
  { id: 'notifications', Component: NotificationSettingsSection },
  { id: 'account', Component: AccountSection },
]
