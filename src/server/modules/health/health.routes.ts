import { sql } from 'kysely'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'

import { ApiError } from '../../../shared/api-error.schema.ts'
import { databaseKind } from '../../db/database.ts'

const Health = z.object({ status: z.literal('ok'), database: z.enum(['sqlite', 'postgres']) })

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      config: { public: true },
      schema: {
        tags: ['system'],
        summary: 'Answers once the database has answered a query',
        response: { 200: Health, 500: ApiError },
      },
    },
    async () => {
      await sql`select 1`.execute(app.db)
      return { status: 'ok' as const, database: databaseKind(app.db) }
    },
  )
}
