/**
 * The public surface of modules/public (docs/architecture.md, "Server modules"): what other modules,
 * app.ts, the scripts and other modules' tests may import. The rest of the folder is private to it.
 */
export { lookupRateLimit } from './lookup-rate-limit.ts'
export { lookupRoutes } from './lookups.routes.ts'
export { maskEmail, shortenName } from './masking.ts'
export { parseOrderNumber } from './order-number.ts'
