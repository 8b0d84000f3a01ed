/**
 * The public surface of modules/pickup (docs/architecture.md, "Server modules"): what other modules,
 * app.ts, the scripts and other modules' tests may import. The rest of the folder is private to it.
 */
export { calendarFeedRoutes } from './calendar-feed.routes.ts'
export { queueMovedPickupEmail } from './moved-pickup-email.ts'
export {
  chosenWindow,
  placeForStatus,
  placeIn,
  slotFull,
  takePickupPlace,
  type PickupColumns,
} from './pickup-capacity.ts'
export { pickupRemindersPlugin } from './pickup-reminders.plugin.ts'
export { isReminderTime } from './pickup-reminders.ts'
export {
  loadPickupSettings,
  pickupRuleReads,
  pickupSettingsOf,
  savePickupSettings,
} from './pickup-settings.repository.ts'
export { windowsBetween, type WindowOccurrence } from './pickup-slots.ts'
export { formatWindow } from './pickup-window-text.ts'
export { pickupRoutes } from './pickup.routes.ts'
export { withdrawOutdatedReminder } from './reminder-withdrawal.ts'
export { returnTimeRoutes } from './return-time.routes.ts'
export { queueReturnRequestOnCompletion, returnNote, writeReturnWindow } from './return-time.ts'
export { scheduleRoutes } from './schedule.routes.ts'
export { isCapacityRefusal, lockWindow, windowLock } from './window-locks.ts'
