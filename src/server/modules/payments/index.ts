/**
 * The public surface of modules/payments (docs/architecture.md, "Server modules"): what other modules,
 * app.ts, the scripts and other modules' tests may import. The rest of the folder is private to it.
 */
export { paymentsRoutes } from './payments.routes.ts'
