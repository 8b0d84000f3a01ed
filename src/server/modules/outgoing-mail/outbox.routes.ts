import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

import { ApiError } from '../../../shared/api-error.schema.ts'
import { OutboxIdParams, OutboxList, OutboxListQuery, OutboxMessage } from '../../../shared/outbox.schema.ts'
import { isRowId } from '../../../shared/row-id.ts'
import { conflict, notFound } from '../../http-errors.ts'
import { listOutbox, retryOutboxMessage } from './outbox-view.repository.ts'

const noSuchMessage = () => notFound('Message not found')

/** The owner's view of every outgoing message (admin session required). */
export const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/outbox',
    {
      schema: {
        tags: ['outbox'],
        summary: 'Outgoing e-mail, newest first: state, attempts, next try and the last error',
        querystring: OutboxListQuery,
        response: { 200: OutboxList, 400: ApiError, 401: ApiError },
      },
    },
    async (request) => listOutbox(app.db, request.query),
  )

  app.post(
    '/api/outbox/:id/retry',
    {
      schema: {
        tags: ['outbox'],
        summary: 'Make a failed or queued message due now; the sender takes it at once',
        params: OutboxIdParams,
        response: { 200: OutboxMessage, 400: ApiError, 401: ApiError, 404: ApiError, 409: ApiError },
      },
    },
    async (request) => {
      if (!isRowId(request.params.id)) throw noSuchMessage()
      const outcome = await retryOutboxMessage(app.db, request.params.id, Date.now())
      if (outcome === 'not_found') throw noSuchMessage()
      if (outcome === 'not_retryable') throw conflict('This message is being sent or has been sent already.')
      app.mailSender.wake()
      return outcome
    },
  )
}
