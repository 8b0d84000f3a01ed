/**
 * How long a message waits after each failed attempt, in units of MAIL_RETRY_BASE_SECONDS (60 by default: 1 min,
 * 5 min, 30 min, 2 h, 12 h). A message that fails once more after the last step has failed for good.
 */
export const RETRY_LADDER = [1, 5, 30, 120, 720] as const

/** The first try and one per step of the ladder. */
export const MAX_MAIL_ATTEMPTS = RETRY_LADDER.length + 1

/** Milliseconds until the next try after `attempts` failed ones; undefined when there is none left. */
export function nextRetryDelayMs(attempts: number, baseSeconds: number): number | undefined {
  const step = RETRY_LADDER[attempts - 1]
  return step === undefined ? undefined : Math.round(step * baseSeconds * 1000)
}
