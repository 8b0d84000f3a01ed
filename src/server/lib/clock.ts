/**
 * Time as the server's background jobs read it (the mail sender's retry ladder and polls, the reminder rounds):
 * the system's in production; in the tests one they move ahead instead of waiting (src/server/test/test-clock.ts).
 */
export interface Clock {
  now(): number
  /** Runs `run` once `ms` have passed on this clock; answers what cancels it. `unref`: it keeps no process up. */
  setTimer(run: () => void, ms: number, options?: { unref?: boolean }): () => void
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimer(run, ms, { unref = false } = {}) {
    const timer = setTimeout(run, ms)
    if (unref) timer.unref()
    return () => clearTimeout(timer)
  },
}
