import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

import { ApiError } from '../../../shared/api-error.schema.ts'
import {
  AttentionIdParams,
  AttentionItem,
  AttentionList,
  AttentionListQuery,
} from '../../../shared/attention.schema.ts'
import { isRowId } from '../../../shared/row-id.ts'
import { notFound } from '../../http-errors.ts'
import { listAttention, markAttentionDone } from './attention.repository.ts'

const noSuchItem = () => notFound('This item is not in the list.')

/** "Needs attention" (issue 41 point 2): the owner's list of what to look at (admin session required). */
export const attentionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/attention',
    {
      schema: {
        tags: ['attention'],
        summary:
          'What needs the owner: customer cancellations, reschedules and messages, failed mail, full windows, orders with no pickup time',
        querystring: AttentionListQuery,
        response: { 200: AttentionList, 400: ApiError, 401: ApiError },
      },
    },
    async (request) => listAttention(app.db, request.query),
  )

  app.post(
    '/api/attention/:id/done',
    {
      schema: {
        tags: ['attention'],
        summary: 'Mark an item done; marking it again changes nothing',
        params: AttentionIdParams,
        response: { 200: AttentionItem, 400: ApiError, 401: ApiError, 404: ApiError },
      },
    },
    async (request) => {
      if (!isRowId(request.params.id)) throw noSuchItem()
      const item = await markAttentionDone(app.db, request.params.id, app.clock.now())
      if (!item) throw noSuchItem()
      return item
    },
  )
}
