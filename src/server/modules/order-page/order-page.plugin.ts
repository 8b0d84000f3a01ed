import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

import { customerLinkRoutes } from './customer-link.routes.ts'
import { orderLinksRoutes } from './order-links.routes.ts'
import { orderPageRoutes } from './order-page.routes.ts'

/** The customer's private order page and the admin's tools for its link; one registration in app.ts. */
export const orderPagePlugin: FastifyPluginAsyncZod = async (app) => {
  await app.register(orderPageRoutes)
  await app.register(customerLinkRoutes)
  await app.register(orderLinksRoutes)
}
