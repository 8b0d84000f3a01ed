import type { Clock } from '../lib/clock.ts'

export interface TestClock extends Clock {
  /** Moves the clock ahead, running at once (in order, each at its own moment) every timer due by then. */
  advance(ms: number): void
  advanceTo(at: number): void
}

interface Timer {
  dueAt: number
  run: () => void
  real?: NodeJS.Timeout
}

/**
 * A clock a test moves ahead instead of waiting. Still (the default), it stands where the test puts it, and only
 * what is due now runs without an advance; flowing, it also runs with real time, for an app whose other parts
 * read the system clock: the test then skips the long waits only.
 */
export function testClock({ start = Date.now(), flowing = false } = {}): TestClock {
  const startedAt = Date.now()
  let offset = start - startedAt
  const now = () => (flowing ? Date.now() : startedAt) + offset
  const pending = new Set<Timer>()

  const fire = (timer: Timer) => {
    if (!pending.delete(timer)) return
    clearTimeout(timer.real)
    timer.run()
  }
  const arm = (timer: Timer) => {
    clearTimeout(timer.real)
    const wait = timer.dueAt - now()
    timer.real = flowing || wait <= 0 ? setTimeout(() => fire(timer), Math.max(0, wait)) : undefined
  }
  const moveTo = (at: number) => {
    if (at > now()) offset += at - now()
  }

  const clock: TestClock = {
    now,
    setTimer(run, ms) {
      const timer: Timer = { dueAt: now() + Math.max(0, ms), run }
      pending.add(timer)
      arm(timer)
      return () => {
        pending.delete(timer)
        clearTimeout(timer.real)
      }
    },
    advanceTo(at) {
      for (;;) {
        const next = [...pending].filter((timer) => timer.dueAt <= at).sort((a, b) => a.dueAt - b.dueAt)[0]
        if (!next) break
        moveTo(next.dueAt)
        fire(next)
      }
      moveTo(at)
      for (const timer of pending) arm(timer)
    },
    advance(ms) {
      clock.advanceTo(now() + ms)
    },
  }
  return clock
}
