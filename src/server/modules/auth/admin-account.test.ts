import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { createTestApp, TEST_ADMIN, type TestApp } from '../../test/test-app.ts'
import { ensureAdmin } from './ensure-admin.ts'
import { hashPassword, SCRYPT_PARAMS, verifyPassword } from './password.ts'
import { resetAdminPassword } from './reset-admin-password.ts'

let t: TestApp
beforeEach(async () => {
  t = await createTestApp()
})
afterEach(() => t.close())

const silentLog = { info: vi.fn(), warn: vi.fn() } as never

describe('the admin account', () => {
  it('is created on the first start from ADMIN_USERNAME and ADMIN_PASSWORD, stored as a scrypt hash', async () => {
    const admins = await t.app.db.selectFrom('admins').selectAll().execute()
    expect(admins).toHaveLength(1)
    expect(admins[0]?.username).toBe(TEST_ADMIN.username)
    expect(admins[0]?.password_hash).toMatch(/^scrypt\$\d+\$8\$1\$[\w-]{22}\$[\w-]{86}$/)
    expect(admins[0]?.password_hash).not.toContain(TEST_ADMIN.password)
  })

  it('is left alone by later starts', async () => {
    await ensureAdmin(t.app.db, { username: 'someone-else', password: 'another password' }, silentLog)
    const admins = await t.app.db.selectFrom('admins').select('username').execute()
    expect(admins).toEqual([{ username: TEST_ADMIN.username }])
  })

  it('gets a generated password, printed once, when none is configured', async () => {
    await t.app.db.deleteFrom('admins').execute()
    const print = vi.spyOn(console, 'log').mockImplementation(() => {})
    try {
      await ensureAdmin(t.app.db, { username: 'owner' }, silentLog)
      expect(print).toHaveBeenCalledTimes(1)
      const password = String(print.mock.calls[0]?.[0]).match(/password: (\S+)/)?.[1]
      expect(password).toMatch(/^[\w-]{20,}$/)
      const admin = await t.app.db.selectFrom('admins').selectAll().executeTakeFirstOrThrow()
      expect(await verifyPassword(password!, admin.password_hash)).toBe(true)
    } finally {
      print.mockRestore()
    }
  })

  it('admin:password sets a new password and signs the admin out everywhere', async () => {
    const cookie = await t.login()
    const { password, created } = await resetAdminPassword(t.app.db, TEST_ADMIN.username)
    expect(created).toBe(false)
    expect((await t.request({ method: 'GET', url: '/api/auth/me', cookie })).statusCode).toBe(401)
    const [recorded] = await t.app.db
      .selectFrom('settings_history')
      .select(['changed_by', 'new_value'])
      .where('key', '=', 'account')
      .orderBy('id', 'desc')
      .execute()
    expect(recorded).toEqual({
      changed_by: `${TEST_ADMIN.username} (npm run admin:password)`,
      new_value: '{"password":"reset"}',
    })

    const old = await t.request({ method: 'POST', url: '/api/auth/login', payload: TEST_ADMIN })
    expect(old.statusCode).toBe(401)
    const fresh = await t.request({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: TEST_ADMIN.username, password },
    })
    expect(fresh.statusCode).toBe(200)
  })

  it('admin:password refuses a password that is too short', async () => {
    await expect(resetAdminPassword(t.app.db, TEST_ADMIN.username, 'short')).rejects.toThrow(/at least 8/)
  })
})

describe('password hashing', () => {
  it('uses at least the recommended scrypt cost outside the tests', () => {
    expect(SCRYPT_PARAMS.N).toBeGreaterThanOrEqual(16384)
    expect(SCRYPT_PARAMS.r).toBeGreaterThanOrEqual(8)
  })

  it('accepts the right password only', async () => {
    const hash = await hashPassword('knives are sharp')
    expect(await verifyPassword('knives are sharp', hash)).toBe(true)
    expect(await verifyPassword('knives are blunt', hash)).toBe(false)
    expect(await verifyPassword('knives are sharp', 'not-a-hash')).toBe(false)
    expect(await hashPassword('knives are sharp')).not.toBe(hash)
  })
})
