import Fastify from 'fastify'

/** The reference: a bare Fastify server on the same core, answering one small JSON object. */
const app = Fastify({ logger: false })
app.get('/', async () => ({ hello: 'world' }))
await app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? '127.0.0.1' })
