/**
 * One "sharpening due" round in a process of its own, for the test of several instances running it at once
 * (rebook-reminders/rebook-reminders-instances.test.ts). ROUND_DATABASE is the test's database options as JSON,
 * ROUND_NOW the round's instant. It says `ready` once connected, waits for a line on stdin (the test's latch, so
 * that both rounds start together), runs the round and prints `{"queued":n}`.
 */
import readline from 'node:readline'

import type { Config } from '../config.ts'
import { createDatabase } from '../db/database.ts'
import { readBusinessSettings, readReminderSettings } from '../modules/business/index.ts'
import { queueRebookReminders } from '../modules/rebook-reminders/index.ts'

const db = createDatabase(JSON.parse(process.env.ROUND_DATABASE!) as Config['database'])
const [business, settings] = await Promise.all([readBusinessSettings(db), readReminderSettings(db)])
const lines = readline.createInterface({ input: process.stdin })
const go = new Promise((resolve) => lines.once('line', resolve))
process.stdout.write('ready\n')
await go
const queued = await queueRebookReminders(db, {
  now: Number(process.env.ROUND_NOW),
  business,
  settings,
  siteOrigin: 'https://shop.example.com',
})
process.stdout.write(`${JSON.stringify({ queued })}\n`)
lines.close()
await db.destroy()
