import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

import { readBusinessSettings } from '../business/business-settings.ts'
import { queueDueReminders } from './pickup-reminders.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** The day-before pickup reminders: runRound() queues what is due now (the job calls it every minute). */
    pickupReminders: { runRound(now?: number): Promise<number> }
  }
}

const ROUND_EVERY_MS = 60 * 1000

/**
 * A reminder job in every server process, from the moment the app is ready until it closes: each minute it
 * queues the reminders that are due (pickup_reminders keeps several processes from queueing one twice) and wakes
 * the mail sender.
 */
export const pickupRemindersPlugin = fp(async (app: FastifyInstance) => {
  let cancelTimer = () => {}
  let running: Promise<number> | undefined
  let stopped = false

  async function runRound(now = app.clock.now()): Promise<number> {
    const queued = await queueDueReminders(app.db, {
      now,
      business: await readBusinessSettings(app.db),
      localHour: app.config.reminderLocalHour,
      siteOrigin: app.config.publicUrl,
    })
    if (queued > 0) app.mailSender.wake()
    return queued
  }

  function schedule() {
    if (stopped) return
    cancelTimer = app.clock.setTimer(
      () => {
        running = runRound()
          .catch((error: unknown) => {
            app.log.error({ err: error, module: 'pickup-reminders' }, 'pickup reminder round failed')
            return 0
          })
          .finally(() => {
            running = undefined
            schedule()
          })
      },
      ROUND_EVERY_MS,
      { unref: true },
    )
  }

  app.decorate('pickupReminders', { runRound })
  app.addHook('onReady', async () => schedule())
  // Before the database closes: no new round, and the one under way finishes.
  app.addHook('preClose', async () => {
    stopped = true
    cancelTimer()
    await running
  })
})
