/**
 * The public surface of modules/rebook-reminders (docs/architecture.md, "Server modules"): what other modules,
 * app.ts, the scripts and other modules' tests may import. The rest of the folder is private to it.
 */
export { rebookRemindersPlugin } from './rebook-reminders.plugin.ts'
export { queueRebookReminders } from './rebook-reminders.ts'
export { unsubscribeTokenFor } from './unsubscribe.repository.ts'
export { unsubscribeRoutes } from './unsubscribe.routes.ts'
