import { parseAst } from 'vite'
import { describe, expect, it } from 'vitest'

import { importsByKey } from './route-modules.ts'

describe('importsByKey', () => {
  it('lists, for each key of the named table, the modules its value imports, in order', () => {
    const program = parseAst(`
      const other = { skipped: () => import('./not-this') }
      export const pages = {
        login: lazyPage(() => import('@/features/auth/login-page').then((module) => module.LoginPage)),
        'admin': lazy(() => {
          void import('@/features/forms/detailed-form').catch(() => {})
          return import('@/app/admin-route').then((module) => module.AdminRoute)
        }),
      }
    `)
    expect(importsByKey(program, 'pages')).toEqual({
      login: ['@/features/auth/login-page'],
      admin: ['@/features/forms/detailed-form', '@/app/admin-route'],
    })
  })

  it('refuses a file without the table, so a renamed table fails the build instead of the hints', () => {
    expect(() => importsByKey(parseAst('export const screens = {}'), 'pages')).toThrow(/no object literal/)
  })
})
