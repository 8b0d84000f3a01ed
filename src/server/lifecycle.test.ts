import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { createTestApp, testDatabase } from './test/test-app.ts'

const MAIN = path.resolve(import.meta.dirname, 'main.ts')

/** Runs main.ts as `npm start` would, and collects its output. */
function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: { PATH: process.env.PATH, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  const listening = async () => {
    for (let waited = 0; waited < 20_000; waited += 100) {
      const address = output.match(/Server listening at (http:\/\/127\.0\.0\.1:\d+)/)?.[1]
      if (address) return address
      // eslint-disable-next-line no-restricted-syntax -- polls the output for the line it waits for, up to a deadline
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    throw new Error(`server did not start:\n${output}`)
  }
  return { child, exited, listening, output: () => output }
}

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
      const server = startServer({ PORT: 'eighty' })
      expect(await server.exited).toBe(1)
      expect(server.output()).toMatch(/PORT: /)
    }, 30_000)

    it('creates and migrates the SQLite file on first start, and exits cleanly on SIGTERM', async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'knife-main-'))
      try {
        const server = startServer({
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
