import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { spawnServer } from './test/spawn-server.ts'
import { createTestApp, testDatabase } from './test/test-app.ts'

describe('server lifecycle', () => {
  it('finishes a request in flight before it closes', async () => {
    let arrived!: () => void
    const requestArrived = new Promise<void>((resolve) => (arrived = resolve))
    let closing!: () => void
    const closeStarted = new Promise<void>((resolve) => (closing = resolve))
    const t = await createTestApp({
      beforeReady(app) {
        app.addHook('preClose', async () => closing())
        // Answers only once the app has begun to close: the answer is one a close cut short would lose.
        app.get('/api/test/slow', { config: { public: true } }, async () => {
          arrived()
          await closeStarted
          return { done: true }
        })
      },
    })
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' })
    const inFlight = fetch(`${address}/api/test/slow`)
    await requestArrived
    await t.close()
    const response = await inFlight
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ done: true })
  })

  describe.runIf(testDatabase === 'sqlite')('main.ts', () => {
    it('stops at start with a message naming a bad variable', async () => {
      const server = spawnServer({ PORT: 'eighty' })
      expect(await server.exited).toBe(1)
      expect(server.output()).toMatch(/PORT: /)
    }, 30_000)

    it('creates and migrates the SQLite file on first start, and exits cleanly on SIGTERM', async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'knife-main-'))
      try {
        const server = spawnServer({
          DATA_DIR: dataDir,
          PORT: '0',
          HOST: '127.0.0.1',
          ADMIN_PASSWORD: 'a long password',
        })
        const address = await server.listening()
        const health = await fetch(`${address}/api/health`)
        expect(await health.json()).toEqual({ status: 'ok', database: 'sqlite' })
        expect(fs.existsSync(path.join(dataDir, 'app.db'))).toBe(true)

        server.child.kill('SIGTERM')
        expect(await server.exited).toBe(0)
        expect(server.output()).toMatch(/SIGTERM received/)
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true })
      }
    }, 30_000)
  })
})
