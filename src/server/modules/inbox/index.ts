/**
 * The public surface of modules/inbox (docs/architecture.md, "Server modules"): what other modules,
 * app.ts, the scripts and other modules' tests may import. The rest of the folder is private to it.
 */
export { emailRepliesRoutes } from './email-replies.routes.ts'
export { insertEmailOnce, listCustomerEmails, summaryColumns } from './emails.repository.ts'
export { emailsRoutes } from './emails.routes.ts'
export { NotAMessageError } from './parse-inbound-message.ts'
export { storeInboundMessage, type StoredInboundMessage } from './store-inbound-message.ts'
