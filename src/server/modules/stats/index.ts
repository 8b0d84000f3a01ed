/**
 * The public surface of modules/stats (docs/architecture.md, "Server modules"): what other modules,
 * app.ts, the scripts and other modules' tests may import. The rest of the folder is private to it.
 */
export { countedTotals } from './booking-counters.repository.ts'
export { statsRoutes } from './stats.routes.ts'
