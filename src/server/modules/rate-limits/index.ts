/**
 * The public surface of modules/rate-limits (docs/architecture.md, "Server modules"): what other modules,
 * app.ts, the scripts and other modules' tests may import. The rest of the folder is private to it.
 */
export { rateLimitClient } from './client-network.ts'
export { clientRateLimit } from './client-rate-limit.ts'
export {
  enforceRateLimit,
  enforceRateLimits,
  pleaseWaitMinutes,
  refuseBeyondLimit,
  type RateLimitCheck,
} from './enforce-rate-limit.ts'
export {
  clearRateLimit,
  countRateLimitHit,
  deleteExpiredRateLimits,
  hitRateLimit,
  isUnlimited,
  rateLimitHit,
  rateLimitHitValues,
  rateLimitVerdict,
  takeBackRateLimitHit,
  type RateLimitCount,
  type RateLimitHitValues,
} from './rate-limits.repository.ts'
