import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

import { repeatingJob } from '../../lib/repeating-job.ts'
import { readBusinessSettings } from '../business/index.ts'
import { queueDueReminders } from './pickup-reminders.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** The day-before pickup reminders: runRound() queues what is due now (the job calls it every minute). */
    pickupReminders: { runRound(now?: number): Promise<number> }
  }
}

/**
 * A reminder job in every server process: each minute (REMINDER_CHECK_SECONDS) it queues the reminders that are
 * due (pickup_reminders keeps several processes from queueing one twice) and wakes the mail sender.
 */
export const pickupRemindersPlugin = fp(async (app: FastifyInstance) => {
  async function round(now: number): Promise<number> {
    const queued = await queueDueReminders(app.db, {
      now,
      business: await readBusinessSettings(app.db),
      localHour: app.config.reminderLocalHour,
      siteOrigin: app.config.publicUrl,
    })
    if (queued > 0) app.mailSender.wake()
    return queued
  }
  const runRound = repeatingJob(app, { name: 'pickup-reminders', everyMs: app.config.reminderCheckMs, round })
  app.decorate('pickupReminders', { runRound })
})
