import type { FastifyInstance } from 'fastify'

/**
 * A background round in every server process, every `everyMs` on the app's clock (test-clock.ts in tests), from the
 * moment the app is ready until it closes; a failed round is logged and the next one still comes. The round itself
 * must be safe with several processes running it at once. Answers the round, for a test or an admin to run now.
 */
export function repeatingJob(
  app: FastifyInstance,
  { name, everyMs, round }: { name: string; everyMs: number; round: (now: number) => Promise<number> },
): (now?: number) => Promise<number> {
  let cancelTimer = () => {}
  let running: Promise<number> | undefined
  let stopped = false

  function schedule() {
    if (stopped) return
    cancelTimer = app.clock.setTimer(
      () => {
        running = round(app.clock.now())
          .catch((error: unknown) => {
            app.log.error({ err: error, module: name }, `${name} round failed`)
            return 0
          })
          .finally(() => {
            running = undefined
            schedule()
          })
      },
      everyMs,
      { unref: true },
    )
  }

  app.addHook('onReady', async () => schedule())
  // Before the database closes: no new round, and the one under way finishes.
  app.addHook('preClose', async () => {
    stopped = true
    cancelTimer()
    await running
  })
  return (now = app.clock.now()) => round(now)
}
