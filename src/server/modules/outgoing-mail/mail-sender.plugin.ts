import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

import { readBusinessProfile } from '../business/index.ts'
import { startMailSender, type MailSender, type MailSenderOptions } from './mail-sender.ts'
import { requestActivity } from './request-activity.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Delivers the mail outbox; wake() it after committing a queued message. */
    mailSender: MailSender
  }
}

/**
 * One sender in every server process, from the moment the app is ready until it closes. Until then (and after)
 * wake() does nothing and attemptNow() leaves the message to the next round.
 */
export const mailSenderPlugin = fp(
  async (app: FastifyInstance, opts: Pick<MailSenderOptions, 'onGiveUp'>) => {
    let sender: MailSender | undefined
    // Requests being answered: the sender's rounds give way to them. 'close' comes once per response, sent or cut
    // off.
    const activity = requestActivity()
    app.addHook('onRequest', (request, reply, done) => {
      activity.started()
      reply.raw.once('close', activity.ended)
      done()
    })
    app.decorate('mailSender', {
      wake: () => sender?.wake(),
      attemptNow: async (id, waitMs) => sender?.attemptNow(id, waitMs),
      stop: async () => sender?.stop(),
    } satisfies MailSender)
    app.addHook('onReady', async () => {
      sender = startMailSender({
        db: app.db,
        mailer: app.mailer,
        log: app.log.child({ module: 'mail-sender' }),
        retryBaseSeconds: app.config.mail.retryBaseSeconds,
        leaseMs: app.config.mail.sendLeaseMs,
        busy: activity.busy,
        clock: app.clock,
        onGiveUp: opts.onGiveUp,
        addresses: async () => {
          const { name, email } = await readBusinessProfile(app.db)
          return { from: app.config.mail.from ?? { name, address: email }, replyTo: email }
        },
      })
    })
    // Before the database and the mailer close.
    app.addHook('preClose', async () => sender?.stop())
  },
)
