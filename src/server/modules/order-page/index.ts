/**
 * The public surface of modules/order-page (docs/architecture.md, "Server modules"): what other modules,
 * app.ts, the scripts and other modules' tests may import. The rest of the folder is private to it.
 */
export { orderPagePlugin } from './order-page.plugin.ts'
export { orderNotFound } from './public-order.ts'
