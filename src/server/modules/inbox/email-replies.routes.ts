import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

import { ApiError } from '../../../shared/api-error.schema.ts'
import { EmailReply, EmailReplyBody, EmailReplyList } from '../../../shared/email-reply.schema.ts'
import { EmailIdParams } from '../../../shared/email.schema.ts'
import { isRowId } from '../../../shared/row-id.ts'
import { notFound } from '../../http-errors.ts'
import { findEmailSummaryById } from './emails.repository.ts'
import { listEmailReplies } from './email-replies.repository.ts'
import { replyToMessage } from './reply-to-message.ts'

/** An unknown id, or digits that overflow the id column (isRowId): a 404 either way, as emails.routes.ts says it. */
const noSuchEmail = () => notFound('Email not found')

/** The owner's replies to messages in the inbox (issue 41 point 4): admin session required on every route. */
export const emailRepliesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/emails/:id/replies',
    {
      schema: {
        tags: ['emails'],
        summary: "The owner's replies to a message, oldest first, each with the state of its e-mail",
        params: EmailIdParams,
        response: { 200: EmailReplyList, 400: ApiError, 401: ApiError, 404: ApiError },
      },
    },
    async (request) => {
      const { id } = request.params
      if (!isRowId(id) || !(await findEmailSummaryById(app.db, id))) throw noSuchEmail()
      return { replies: await listEmailReplies(app.db, id) }
    },
  )

  app.post(
    '/api/emails/:id/replies',
    {
      schema: {
        tags: ['emails'],
        summary:
          'Reply to a message: e-mailed through the outbox to its sender (for a message from the order page, ' +
          "to the booking's e-mail), threaded under it by In-Reply-To and References; a reply about an order " +
          "shows in the order's history and on the customer's order page",
        params: EmailIdParams,
        body: EmailReplyBody,
        response: { 201: EmailReply, 400: ApiError, 401: ApiError, 404: ApiError, 413: ApiError },
      },
    },
    async (request, reply) => {
      const { id } = request.params
      const sent = isRowId(id) ? await replyToMessage(app, id, request.body.body) : undefined
      if (!sent) throw noSuchEmail()
      return reply.status(201).send(sent)
    },
  )
}
