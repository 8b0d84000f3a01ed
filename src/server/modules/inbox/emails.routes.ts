import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'

import { ApiError } from '../../../shared/api-error.schema.ts'
import {
  Email,
  EmailIdParams,
  EmailList,
  EmailListQuery,
  EmailSummary,
  TestEmailsResult,
} from '../../../shared/email.schema.ts'
import { isRowId } from '../../../shared/row-id.ts'
import { notFound } from '../../http-errors.ts'
import { readBusinessProfile } from '../business/index.ts'
import { storeInboundMessage } from './store-inbound-message.ts'
import {
  countEmails,
  deleteEmail,
  findEmailById,
  findEmailSummaryById,
  listEmails,
  markEmailRead,
} from './emails.repository.ts'
import { buildSampleMessages } from './sample-emails.ts'
import { wholeEmailJson } from './whole-email-json.ts'

/** An unknown id, or digits that overflow the id column (isRowId): a 404 either way. */
const noSuchEmail = () => notFound('Email not found')

/** The admin's inbox (spec "Admin: Communications"): admin session required on every route. */
export const emailsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/emails',
    {
      schema: {
        tags: ['emails'],
        summary:
          'Received e-mails, newest first, a page at a time; optionally only read or unread ones. Each is a ' +
          'summary (sender, subject, preview, size): GET /api/emails/{id} gives the whole message',
        querystring: EmailListQuery,
        response: { 200: EmailList, 400: ApiError, 401: ApiError },
      },
    },
    async (request) => {
      const { isRead, limit, offset } = request.query
      const [emails, counts] = await Promise.all([
        listEmails(app.db, { isRead, limit, offset }),
        countEmails(app.db),
      ])
      const total = isRead === undefined ? counts.all : isRead ? counts.read : counts.unread
      return { emails, total, counts, testEmails: app.config.mail.testEmails }
    },
  )

  app.get(
    '/api/emails/:id',
    {
      schema: {
        tags: ['emails'],
        summary: 'One whole e-mail: its summary, text and HTML (as received: sanitise before showing it)',
        params: EmailIdParams,
        response: { 200: Email, 400: ApiError, 401: ApiError, 404: ApiError },
      },
    },
    async (request, reply) => {
      const { id } = request.params
      const email = isRowId(id) ? await findEmailById(app.db, id) : undefined
      if (!email) throw noSuchEmail()
      // The Email JSON the schema describes, streamed without the copies of the body a string answer makes
      // (whole-email-json.ts); the type provider knows only the object, hence the cast.
      const json = wholeEmailJson(email) as unknown as Email
      return reply.type('application/json; charset=utf-8').send(json)
    },
  )

  app.patch(
    '/api/emails/:id/read',
    {
      schema: {
        tags: ['emails'],
        summary: 'Mark an e-mail read (opening it in the inbox does this)',
        params: EmailIdParams,
        response: { 200: EmailSummary, 400: ApiError, 401: ApiError, 404: ApiError },
      },
    },
    async (request) => {
      const { id } = request.params
      if (!isRowId(id) || !(await markEmailRead(app.db, id))) throw noSuchEmail()
      const email = await findEmailSummaryById(app.db, id)
      if (!email) throw noSuchEmail()
      return email
    },
  )

  app.delete(
    '/api/emails/:id',
    {
      schema: {
        tags: ['emails'],
        summary: 'Delete an e-mail permanently',
        params: EmailIdParams,
        response: { 204: z.null().describe('Deleted'), 400: ApiError, 401: ApiError, 404: ApiError },
      },
    },
    async (request, reply) => {
      const { id } = request.params
      if (!isRowId(id) || !(await deleteEmail(app.db, id))) throw noSuchEmail()
      return reply.status(204).send(null)
    },
  )

  app.post(
    '/api/emails/test',
    {
      schema: {
        tags: ['emails'],
        summary:
          'Add sample e-mails about the service (some from known customers, some HTML, one without subject); ' +
          'development only: 404 unless the server runs with ENABLE_TEST_EMAILS=true',
        response: { 201: TestEmailsResult, 401: ApiError, 404: ApiError },
      },
    },
    async (_request, reply) => {
      // A live inbox gets no made-up customers' mail: the route is there only on a development server.
      if (!app.config.mail.testEmails) throw notFound('Test e-mails are off on this server')
      const now = Date.now()
      const { name, email } = await readBusinessProfile(app.db)
      const messages = await buildSampleMessages(app.db, { businessName: name, businessEmail: email, now })
      // One transaction: the samples arrive together or not at all.
      const ids = await app.db.transaction().execute(async (trx) => {
        const stored = []
        for (const raw of messages) stored.push(await storeInboundMessage(trx, raw, now))
        return stored.map((message) => message.id)
      })
      const emails = await Promise.all(ids.map((id) => findEmailSummaryById(app.db, id)))
      const created = emails.filter((email): email is EmailSummary => email !== undefined)
      return reply.status(201).send({ created: created.length, emails: created })
    },
  )
}
