/**
 * The public surface of modules/settings (docs/architecture.md, "Server modules"): what other modules,
 * app.ts, the scripts and other modules' tests may import. The rest of the folder is private to it.
 */
export { recordAccountChange } from './account-history.ts'
export { settingsRoutes } from './settings.routes.ts'
