import fastifyStatic from '@fastify/static'
import type { FastifyInstance } from 'fastify'

import type { ApiError } from '../../../shared/api-error.schema.ts'
import { UploadStorage } from './upload-storage.ts'

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60

/**
 * Serves the uploaded videos (register with prefix /uploads, outside the admin-only API). A file's name is
 * random and never reused, so it can be cached for a year; Range requests (206) let players seek and fetch
 * only the metadata first. A missing file is a plain 404, never the web app's index.html.
 */
export async function uploadsStaticPlugin(app: FastifyInstance) {
  const storage = new UploadStorage(app.config.dataDir)
  storage.prepare()
  await storage.removeStaleIncoming()

  await app.register(fastifyStatic, {
    root: storage.dir,
    prefix: '/',
    // The client app's @fastify/static already decorates the reply.
    decorateReply: false,
    // uploads/.incoming holds files still arriving.
    dotfiles: 'ignore',
    index: false,
    list: false,
    acceptRanges: true,
    cacheControl: false,
    setHeaders: (reply) => {
      void reply.header('cache-control', `public, max-age=${ONE_YEAR_SECONDS}, immutable`)
    },
  })

  // The folder itself is not a file (@fastify/static would answer 403 for it).
  app.get('/', { schema: { hide: true } }, (_request, reply) => reply.callNotFound())

  app.setNotFoundHandler((_request, reply) => {
    const body: ApiError = { error: 'This video file does not exist.', code: 'NOT_FOUND' }
    return reply.status(404).send(body)
  })
}
