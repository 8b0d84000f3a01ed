/**
 * The public surface of modules/reviews (docs/architecture.md, "Server modules"): what other modules,
 * app.ts, the scripts and other modules' tests may import. The rest of the folder is private to it.
 */
export { queueReviewRequestOnPaid } from './review-request.ts'
export { reviewsPlugin } from './reviews.plugin.ts'
