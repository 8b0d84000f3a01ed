import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

import { reviewsAdminRoutes } from './reviews-admin.routes.ts'
import { reviewsPublicRoutes } from './reviews-public.routes.ts'

/** Reviews (issue 43 point 5): the customer's, the landing page's and the owner's; one registration in app.ts. */
export const reviewsPlugin: FastifyPluginAsyncZod = async (app) => {
  await app.register(reviewsPublicRoutes)
  await app.register(reviewsAdminRoutes)
}
