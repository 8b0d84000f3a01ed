/**
 * The public surface of modules/business (docs/architecture.md, "Server modules"): what other modules,
 * app.ts, the scripts and other modules' tests may import. The rest of the folder is private to it.
 */
export {
  BUSINESS_KEYS,
  businessSettingsOf,
  readBusinessProfile,
  readBusinessSettings,
  readNotificationSettings,
  readPaymentSettings,
  readPriceList,
  readReminderSettings,
  readServedZips,
  seedBusinessSettings,
  type BusinessSettings,
} from './business-settings.ts'
export { businessTimeZone } from './business-timezone.ts'
export { businessRoutes } from './business.routes.ts'
export {
  listSettingHistory,
  readSettingRows,
  settingRowsRead,
  settingsByKey,
  writeSetting,
  type SettingsKey,
} from './settings.repository.ts'
