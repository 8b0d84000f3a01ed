/**
 * The public surface of modules/inbound-mail (docs/architecture.md, "Server modules"): what other modules,
 * app.ts, the scripts and other modules' tests may import. The rest of the folder is private to it.
 */
export { imapPollerPlugin } from './imap-poller.ts'
export { inboundRoutes } from './inbound.routes.ts'
