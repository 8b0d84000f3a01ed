/**
 * The public surface of modules/attention (docs/architecture.md, "Server modules"): what other modules,
 * app.ts, the scripts and other modules' tests may import. The rest of the folder is private to it.
 */
export {
  customerCancelled,
  customerMessage,
  customerMessageCause,
  customerRescheduled,
  noPickupTime,
  noPickupTimeCause,
  overCapacity,
} from './attention-causes.ts'
export { recordAttention, settleAttention } from './attention.repository.ts'
export { attentionRoutes } from './attention.routes.ts'
export { queueOwnerAlert } from './owner-alerts.ts'
export { newBookingAlert, tellOwner, tellOwnerOfFailedMail } from './owner-notice.ts'
