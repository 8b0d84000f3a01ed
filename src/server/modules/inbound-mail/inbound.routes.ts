import type { Readable } from 'node:stream'

import type { FastifyRequest, onRequestHookHandler } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'

import { ApiError } from '../../../shared/api-error.schema.ts'
import { InboundEmailResult } from '../../../shared/email.schema.ts'
import { HttpError, notFound, unauthorized } from '../../http-errors.ts'
import { bearerTokenOf, tokenMatches } from './bearer-token.ts'
import { InboundSpool } from './inbound-spool.ts'
import { inTurn } from './one-at-a-time.ts'
import { NotAMessageError, storeInboundMessage } from '../inbox/index.ts'

const PATH = '/api/inbound/email'
const MESSAGE_TYPE = 'message/rfc822'
/** Larger messages are refused with 413; the mail provider keeps them. */
export const MAX_INBOUND_MESSAGE_BYTES = 10 * 1024 * 1024

const mediaTypeOf = (header: string | undefined) => header?.split(';')[0]?.trim().toLowerCase()
/** A message file older than this belongs to no request still running: the server stopped while it waited. */
const LEFTOVER_AFTER_MS = 60 * 60 * 1000

/**
 * POST /api/inbound/email: a mail provider (or a forwarding script) posts each received message as raw RFC 822
 * with `Authorization: Bearer <INBOUND_EMAIL_TOKEN>`. Public to the session guard, guarded by its own token.
 */
export const inboundRoutes: FastifyPluginAsyncZod = async (app) => {
  const spool = new InboundSpool(app.config.dataDir)
  app.addHook('onReady', () => spool.removeLeftovers(LEFTOVER_AFTER_MS))
  // In this plugin's scope only: nowhere else does the API read a raw message. The body goes to a file as it
  // arrives (inbound-spool.ts); the request's body is then that file's path.
  app.addContentTypeParser(MESSAGE_TYPE, async (request: FastifyRequest, payload: Readable) =>
    spool.receive(payload, Number(request.headers['content-length']), MAX_INBOUND_MESSAGE_BYTES),
  )
  // Whatever the answer, the file is not needed once it is given.
  app.addHook('onResponse', async (request) => {
    if (typeof request.body === 'string') await spool.remove(request.body)
  })

  // Before the body is read: a caller without the token does not get to upload 10 MB.
  const authorise: onRequestHookHandler = async (request) => {
    const expected = app.config.mail.inboundToken
    // Switched off: answer exactly as for a path no route serves.
    if (!expected) throw notFound(`No API endpoint answers POST ${PATH}.`)
    if (!tokenMatches(bearerTokenOf(request.headers.authorization), expected)) {
      throw unauthorized('A valid inbound e-mail token is required (Authorization: Bearer <token>).')
    }
    if (mediaTypeOf(request.headers['content-type']) !== MESSAGE_TYPE) {
      throw new HttpError(
        415,
        'UNSUPPORTED_MEDIA_TYPE',
        `Send the raw message as it was received, with Content-Type: ${MESSAGE_TYPE}.`,
      )
    }
  }

  app.post(
    PATH,
    {
      config: { public: true },
      bodyLimit: MAX_INBOUND_MESSAGE_BYTES,
      onRequest: authorise,
      schema: {
        tags: ['emails'],
        summary: 'Receive one raw e-mail (message/rfc822, at most 10 MB); bearer INBOUND_EMAIL_TOKEN',
        description:
          'Stores the message in the inbox, linked to the customer its sender is. 201 when new; 200 with the ' +
          'stored id when the same Message-ID arrived before. 404 while INBOUND_EMAIL_TOKEN is not set.',
        consumes: [MESSAGE_TYPE],
        security: [{ inboundBearer: [] }],
        response: {
          200: InboundEmailResult,
          201: InboundEmailResult,
          400: ApiError,
          401: ApiError,
          404: ApiError,
          413: ApiError,
          415: ApiError,
        },
      },
    },
    async (request, reply) => {
      const file = request.body
      if (typeof file !== 'string')
        throw new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', `Send ${MESSAGE_TYPE}.`)
      try {
        // One message parsed at a time in this process: each takes several times its size for a moment.
        const stored = await inTurn(() => storeInboundMessage(app.db, spool.read(file)))
        if (stored.created) request.log.info({ emailId: stored.id }, 'inbound e-mail stored')
        return reply.status(stored.created ? 201 : 200).send({ id: stored.id, duplicate: !stored.created })
      } catch (error) {
        if (error instanceof NotAMessageError) throw new HttpError(400, 'NOT_A_MESSAGE', error.message)
        throw error
      }
    },
  )
}
