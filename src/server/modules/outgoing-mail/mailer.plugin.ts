import path from 'node:path'

import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'

import { createMailer, type Mailer } from './mailer.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Outgoing mail: SMTP_URL, or .eml files in DATA_DIR/outbox. */
    mailer: Mailer
  }
}

/** One mailer for the whole app, closed with it. */
export const mailerPlugin = fp(async (app: FastifyInstance) => {
  const mailer = createMailer(
    { smtpUrl: app.config.mail.smtpUrl, outboxDir: path.join(app.config.dataDir, 'outbox') },
    app.log,
  )
  app.decorate('mailer', mailer)
  app.addHook('onClose', async () => mailer.close())
})
