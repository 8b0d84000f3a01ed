import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

import { BusinessInfo } from '../../../shared/business.schema.ts'
import { readBusinessSettings } from './business-settings.ts'

export const businessRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/public/business',
    {
      config: { public: true },
      schema: {
        tags: ['public'],
        summary: "The business's profile, served area and price list (no secrets)",
        response: { 200: BusinessInfo },
      },
    },
    async (_request, reply) => {
      const { name, email, phone, city, state, zipCode, timezone, hours, about, servedZips, prices } =
        await readBusinessSettings(app.db)
      // The client keeps it for the visit; a browser must ask again so a change in Settings shows at once.
      void reply.header('cache-control', 'no-cache')
      return { name, email, phone, city, state, zipCode, timezone, hours, about, servedZips, prices }
    },
  )
}
