import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

import { BusinessInfo } from '../../../shared/business.schema.ts'

export const businessRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/public/business',
    {
      config: { public: true },
      schema: {
        tags: ['public'],
        summary: "The business's name, contact and area",
        response: { 200: BusinessInfo },
      },
    },
    async (_request, reply) => {
      const { name, email, city, state, zipCode, timezone, servedZips } = app.config.business
      void reply.header('cache-control', 'public, max-age=300')
      return { name, email, city, state, zipCode, timezone, servedZips }
    },
  )
}
