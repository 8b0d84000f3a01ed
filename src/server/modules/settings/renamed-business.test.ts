import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'

import type { BusinessProfile } from '../../../shared/settings.schema.ts'
import type { CalendarFeed } from '../../../shared/pickup.schema.ts'
import type { CreatedBooking } from '../../../shared/order-page.schema.ts'
import { detailedBooking, postBooking } from '../../test/bookings.ts'
import { createTestApp, type TestApp } from '../../test/test-app.ts'
import { outboxRows, waitFor } from '../outgoing-mail/outbox-test-support.ts'
import { startTestSmtpServer, type TestSmtpServer } from '../outgoing-mail/smtp-test-server.ts'

/**
 * BUSINESS_NAME and BUSINESS_EMAIL seed the profile on the first start only: once the owner renames the business
 * in Settings, everything that names it or writes to it follows at once, without a restart.
 */
const renamed = { name: 'Blue Heron Blades', email: 'owner@blueheron.example' }

let smtp: TestSmtpServer
const apps: TestApp[] = []
beforeAll(async () => {
  smtp = await startTestSmtpServer()
})
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close()
})
afterAll(() => smtp.close())

/** A fresh app seeded with the environment's name and e-mail, then renamed through Settings. */
async function renamedApp(env: Record<string, string> = {}) {
  const t = await createTestApp({
    env: {
      BOOKING_RATE_LIMIT_PER_10_MIN: '0',
      BUSINESS_NAME: 'Seeded Name Sharpening',
      BUSINESS_EMAIL: 'seeded@env.example',
      SMTP_URL: smtp.url,
      AUTO_CONFIRMATION_EMAIL: 'true',
      ENABLE_TEST_EMAILS: 'true',
      ...env,
    },
  })
  apps.push(t)
  const cookie = await t.login()
  const current = (
    await t.request({ method: 'GET', url: '/api/settings/business', cookie })
  ).json<BusinessProfile>()
  const saved = await t.request({
    method: 'PUT',
    url: '/api/settings/business',
    cookie,
    payload: { ...current, ...renamed },
  })
  expect(saved.statusCode).toBe(200)
  return { t, cookie }
}

async function sentConfirmation(t: TestApp) {
  const booking = (await postBooking(t, detailedBooking)).json<CreatedBooking>()
  const row = await waitFor(
    async () => (await outboxRows(t.app.db)).find((r) => r.booking_id === booking.id && r.status === 'sent'),
    10_000,
    'the confirmation to be sent',
  )
  const received = smtp.received.find(({ mail }) => mail.messageId === row.message_id)
  expect(received).toBeDefined()
  return { booking, mail: received!.mail }
}

// Each test starts its own app and waits for a real SMTP conversation.
describe('a business renamed in Settings', { timeout: 30_000 }, () => {
  it('sends its e-mails from the new name and address, replies to the new address (MAIL_FROM unset)', async () => {
    const { t } = await renamedApp()
    const { mail } = await sentConfirmation(t)
    expect(mail.from?.value).toEqual([{ name: renamed.name, address: renamed.email }])
    expect(mail.replyTo?.value).toEqual([{ name: '', address: renamed.email }])
  })

  it('keeps an explicit MAIL_FROM as the sender, with replies to the new address', async () => {
    const { t } = await renamedApp({ MAIL_FROM: 'No Reply <no-reply@env.example>' })
    const { mail } = await sentConfirmation(t)
    expect(mail.from?.value).toEqual([{ name: 'No Reply', address: 'no-reply@env.example' }])
    expect(mail.replyTo?.value).toEqual([{ name: '', address: renamed.email }])
  })

  it('names the calendar feed, addresses order-page messages and sample e-mails with the new profile', async () => {
    const { t, cookie } = await renamedApp()

    const feed = (
      await t.request({ method: 'GET', url: '/api/settings/calendar', cookie })
    ).json<CalendarFeed>()
    const calendar = await t.request({ method: 'GET', url: new URL(feed.url).pathname })
    expect(calendar.statusCode).toBe(200)
    expect(calendar.body).toContain(`X-WR-CALNAME:${renamed.name} pickups`)
    expect(calendar.body).not.toContain('Seeded Name')

    const booking = (await postBooking(t, detailedBooking)).json<CreatedBooking>()
    const written = await t.request({
      method: 'POST',
      url: `/api/public/orders/${booking.accessToken}/messages`,
      payload: { message: 'Could you also look at my scissors?' },
    })
    expect(written.statusCode).toBe(201)
    const samples = await t.request({ method: 'POST', url: '/api/emails/test', cookie })
    expect(samples.statusCode).toBe(201)
    const addressedTo = await t.app.db.selectFrom('emails').select(['to_email', 'booking_id']).execute()
    expect(addressedTo.find((email) => email.booking_id === booking.id)?.to_email).toBe(renamed.email)
    expect(new Set(addressedTo.map((email) => email.to_email))).toEqual(new Set([renamed.email]))
  })
})
