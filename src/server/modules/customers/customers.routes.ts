import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

import { ApiError } from '../../../shared/api-error.schema.ts'
import {
  Customer,
  CUSTOMER_EMAILS_MAX,
  CustomerBookings,
  CustomerEmails,
  CustomerIdParams,
  CustomerList,
  CustomerListQuery,
  CustomerSummary,
} from '../../../shared/customer.schema.ts'
import { isRowId } from '../../../shared/row-id.ts'
import type { Db } from '../../db/database.ts'
import { notFound } from '../../http-errors.ts'
import { listCustomerEmails } from '../inbox/index.ts'
import { customerSummary } from './customer-summary.repository.ts'
import {
  findCustomerById,
  listCustomerBookings,
  listCustomersPage,
} from './customers-directory.repository.ts'

async function customerOr404(db: Db, id: number): Promise<Customer> {
  const customer = isRowId(id) ? await findCustomerById(db, id) : undefined
  if (!customer) throw notFound('Customer not found')
  return customer
}

const withId = { params: CustomerIdParams, tags: ['customers'] }
const errors = { 400: ApiError, 401: ApiError, 404: ApiError }

/** The customer directory of Customer Management (spec "Admin: Customers"); admin session required. */
export const customersRoutes: FastifyPluginAsyncZod = async (app) => {
  // Customer data: kept out of shared caches, and out of the browser's once the tab is gone.
  app.addHook('onRequest', async (_request, reply) => {
    void reply.header('cache-control', 'no-store')
  })

  app.get(
    '/api/customers',
    {
      schema: {
        tags: ['customers'],
        summary: 'A page of the directory with each customer’s order totals; optionally searched and sorted',
        querystring: CustomerListQuery,
        response: { 200: CustomerList, 400: ApiError, 401: ApiError },
      },
    },
    async (request) => listCustomersPage(app.db, request.query),
  )

  app.get(
    '/api/customers/summary',
    {
      schema: {
        tags: ['customers'],
        summary: 'Total customers, repeat customers, total revenue and average order value',
        response: { 200: CustomerSummary, 401: ApiError },
      },
    },
    async () => customerSummary(app.db),
  )

  app.get(
    '/api/customers/:id',
    {
      schema: {
        ...withId,
        summary: 'One customer with their order totals',
        response: { 200: Customer, ...errors },
      },
    },
    async (request) => customerOr404(app.db, request.params.id),
  )

  app.get(
    '/api/customers/:id/bookings',
    {
      schema: {
        ...withId,
        summary: 'Every order of the customer, newest first',
        response: { 200: CustomerBookings, ...errors },
      },
    },
    async (request) => {
      const customer = await customerOr404(app.db, request.params.id)
      return { bookings: await listCustomerBookings(app.db, customer.id) }
    },
  )

  app.get(
    '/api/customers/:id/emails',
    {
      schema: {
        ...withId,
        summary: `The customer’s latest e-mails (at most ${CUSTOMER_EMAILS_MAX}), newest first`,
        response: { 200: CustomerEmails, ...errors },
      },
    },
    async (request) => {
      const customer = await customerOr404(app.db, request.params.id)
      return { emails: await listCustomerEmails(app.db, customer, CUSTOMER_EMAILS_MAX) }
    },
  )
}
