import fs from 'node:fs'
import path from 'node:path'

import { buildApp } from './app.ts'
import { ConfigError, loadConfig, type Config } from './config.ts'

/**
 * The built client sits at dist/client, beside dist/node when compiled and under the project when run by tsx; the
 * server's renderer of its pages beside it, in dist/prerender.
 */
function findClient(): Pick<Config, 'clientDir' | 'prerenderModule'> {
  const here = import.meta.dirname
  const candidates = [path.resolve(here, '../../client'), path.resolve(here, '../../dist/client')]
  const clientDir = candidates.find((dir) => fs.existsSync(path.join(dir, 'index.html')))
  if (!clientDir) return {}
  const prerenderModule = path.join(clientDir, '..', 'prerender', 'prerender.js')
  return { clientDir, ...(fs.existsSync(prerenderModule) && { prerenderModule }) }
}

async function main() {
  let config: Config
  try {
    config = { ...loadConfig(), ...findClient() }
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }

  const app = await buildApp(config)
  if (!config.clientDir) app.log.warn('No built client found: run `npm run build` to serve the web pages.')

  let closing = false
  const shutdown = (signal: string) => {
    if (closing) return
    closing = true
    app.log.info(`${signal} received: finishing requests in flight, then closing the database.`)
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed')
        process.exit(1)
      },
    )
  }
  process.on('SIGTERM', () => shutdown('SIGTERM'))
  process.on('SIGINT', () => shutdown('SIGINT'))

  await app.listen({ port: config.port, host: config.host })
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
