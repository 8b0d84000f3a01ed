import { describe, expect, it } from 'vitest'

import { whileSchemasVanish } from './test-app.ts'

const vanished = (schema: string) => new Error(`Database migration failed: schema "${schema}" does not exist`)

describe('whileSchemasVanish', () => {
  it("tries again when another test file's schema vanished mid-introspection", async () => {
    let calls = 0
    const result = await whileSchemasVanish('test_mine', async () => {
      calls++
      if (calls === 1) throw vanished('test_other')
      return 'migrated'
    })
    expect(result).toBe('migrated')
    expect(calls).toBe(2)
  })

  it('gives up on its own schema, on other errors and after three tries', async () => {
    await expect(
      whileSchemasVanish('test_mine', () => Promise.reject(vanished('test_mine'))),
    ).rejects.toThrow('test_mine')
    await expect(
      whileSchemasVanish('test_mine', () => Promise.reject(new Error('syntax error'))),
    ).rejects.toThrow('syntax error')
    let calls = 0
    await expect(
      whileSchemasVanish('test_mine', () => {
        calls++
        return Promise.reject(vanished('test_other'))
      }),
    ).rejects.toThrow('test_other')
    expect(calls).toBe(3)
  })
})
