import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

import { repeatingJob } from '../../lib/repeating-job.ts'
import { readBusinessSettings, readReminderSettings } from '../business/index.ts'
import { isReminderTime } from '../pickup/index.ts'
import { localDateAt } from '../../../shared/calendar.ts'
import { queueRebookReminders } from './rebook-reminders.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The "sharpening due" reminders: runRound() queues what is due now; dailyRound() is what the job runs each
     * minute (REMINDER_CHECK_SECONDS), which runs a round once a day in this process from the reminder hour on.
     */
    rebookReminders: { runRound(now?: number): Promise<number>; dailyRound(now: number): Promise<number> }
  }
}

/**
 * The day-before pickup reminders' machinery (lib/repeating-job.ts), checked each minute (REMINDER_CHECK_SECONDS):
 * once a day in each process, from REMINDER_LOCAL_HOUR on the business's clock, a round queues the reminders that
 * are due; the rebook_reminders key keeps several processes from queueing one twice.
 */
export const rebookRemindersPlugin = fp(async (app: FastifyInstance) => {
  let lastDay = ''

  async function runRound(now = app.clock.now()): Promise<number> {
    const queued = await queueRebookReminders(app.db, {
      now,
      business: await readBusinessSettings(app.db),
      settings: await readReminderSettings(app.db),
      siteOrigin: app.config.publicUrl,
    })
    if (queued > 0) app.mailSender.wake()
    return queued
  }

  async function dailyRound(now: number): Promise<number> {
    const { timezone } = await readBusinessSettings(app.db)
    const today = JSON.stringify(localDateAt(now, timezone))
    if (today === lastDay || !isReminderTime(now, timezone, app.config.reminderLocalHour)) return 0
    const queued = await runRound(now)
    lastDay = today
    return queued
  }

  repeatingJob(app, { name: 'rebook-reminders', everyMs: app.config.reminderCheckMs, round: dailyRound })
  app.decorate('rebookReminders', { runRound, dailyRound })
})
